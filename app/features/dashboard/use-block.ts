import { useCallback, useEffect, useState } from "react";

/** One dashboard block's request: its own loading state, error and retry (blocks load independently). */
export interface Block<T> {
  data: T | null;
  error: unknown;
  loading: boolean;
  retry: () => void;
}

/**
 * Runs `load` on mount and whenever `key` changes (a new period, month or order type), aborting the
 * request it replaces; `retry` runs it again after an error.
 */
export function useBlock<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Block<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ data: T | null; error: unknown; loading: boolean }>({ data: null, error: null, loading: true });
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ data: s.data, error: null, loading: true }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, error: null, loading: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ data: null, error, loading: false });
      },
    );
    return () => controller.abort();
    // `load` is a new closure each render; `key` says when what it asks for changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
