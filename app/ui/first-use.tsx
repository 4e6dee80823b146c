import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent, type ReactElement } from "react";

/**
 * What only a click shows (the user menu, the bell's list, the column chooser, a tooltip, a dialog,
 * a picker's dropdown) brings Mantine's floating-position and overlay code with it: floating-ui,
 * Popover, Menu, Tooltip, Modal, Combobox, about 35 KiB gz that every signed-in page loaded before
 * its first paint (the products list's fresh load, docs/decisions/0002). Each such part is a module
 * of its own, loaded the first time it is wanted; before that, when the pointer or the keyboard
 * focus reaches its button, so a first click seldom waits for it. Not while idle: the bell's, the
 * user menu's and a filter's picker code fetched that way came to 40 KiB on every fresh load of a
 * list, most of it never used (performance, second round: "JS by idle").
 */
export interface LazyPart<P> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading the part's module (once; later calls get the same promise). */
  preload: () => Promise<unknown>;
}

export function lazyPart<P>(load: () => Promise<{ default: ComponentType<P> }>): LazyPart<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const once = () => {
    if (!loading) {
      loading = load();
      // A preload that failed (offline) is tried again by the next one. A failed render is the
      // error boundary's, as for any screen code that will not load (routing/chunk-reload.ts).
      loading.catch(() => {
        loading = null;
      });
    }
    return loading;
  };
  return { Component: lazy(once), preload: once };
}

interface OnFirstUseProps {
  /** Set once the part is first wanted (and kept: a popup stays mounted, so closing animates). */
  wanted: boolean;
  /** What shows until then and while the part's module loads (a popup's button; none for a dialog). */
  standIn?: ReactElement | null;
  /** The part (its lazy Component), rendered from the first time it is wanted. */
  children: ReactElement;
}

/** The stand-in until the part is wanted, then the part, with the stand-in while its module loads. */
export function OnFirstUse({ wanted, standIn = null, children }: OnFirstUseProps) {
  if (!wanted) return standIn;
  return <Suspense fallback={standIn}>{children}</Suspense>;
}

/** Handlers for a part's button before the part is there: the pointer or the focus starts loading it. */
export function preloadOnApproach(part: Pick<LazyPart<never>, "preload">) {
  const preload = () => void part.preload().catch(() => undefined);
  return { onPointerEnter: preload, onFocus: preload };
}

/**
 * For a popup that replaces its stand-in button when it first loads: its open state, and the ref for
 * its new button. On mount the new button takes the focus the stand-in had (it was just pressed),
 * then the popup opens. So Escape or a click outside gives the focus back to the button, as Mantine's
 * popups do, instead of leaving it on the page's body.
 */
export function useOpenedOnMount<E extends HTMLElement = HTMLButtonElement>() {
  const [opened, setOpened] = useState(false);
  const target = useRef<E>(null);
  useEffect(() => {
    target.current?.focus();
    setOpened(true);
  }, []);
  return { opened, setOpened, target };
}
