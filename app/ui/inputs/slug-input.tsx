import { Box, Button, Group, TextInput } from "@mantine/core";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../feedback/confirm-dialog";
import { slugUnlockedFrom } from "../resource/slug-rule";

export interface SlugInputProps {
  name: string;
  label: string;
  value: string;
  onChange: (event: { currentTarget: { value: string } }) => void;
  error?: string;
  description?: string;
  required?: boolean;
  /** The record is saved: its slug is a live storefront address. */
  existing: boolean;
  /** The form holds unsaved changes (to tell when a changed slug has been saved). */
  dirty: boolean;
  /** The user may not edit the record at all. */
  readOnly?: boolean;
}

/**
 * A record's slug. On a saved record it is read-only, with a "Change URL" button beside it that first
 * says the current address will stop working (the reference backend keeps no redirects, so none is
 * offered); confirming makes it editable and puts the cursor in it. A new record's slug is free.
 */
export function SlugInput({ existing, dirty, readOnly = false, description, required, ...input }: SlugInputProps) {
  const { t } = useTranslation();
  const [unlockedFrom, setUnlockedFrom] = useState<string | null>(null);
  const next = slugUnlockedFrom(unlockedFrom, input.value, dirty);
  if (next !== unlockedFrom) setUnlockedFrom(next);
  const [asking, setAsking] = useState(false);
  // The slug the question was asked about: it stays in the dialog while it fades out.
  const [asked, setAsked] = useState("");
  // Where the focus goes once the question is answered: the input made editable, or back to the
  // button (the modal, mounted open the first time, would not know where it came from).
  const [focusWanted, setFocusWanted] = useState<"input" | "button" | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Runs after the render that made the input editable (and removed the button).
  useEffect(() => {
    if (!focusWanted) return;
    (focusWanted === "input" ? inputRef : buttonRef).current?.focus();
    setFocusWanted(null);
  }, [focusWanted]);

  const locked = existing && !readOnly && next === null;
  const beside = (children: ReactNode) => (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Box style={{ flex: 1, minWidth: 0 }}>{children}</Box>
      <Button
        ref={buttonRef}
        variant="default"
        onClick={() => {
          setAsked(input.value);
          setAsking(true);
        }}
      >
        {t("edit.slug.change")}
      </Button>
    </Group>
  );

  return (
    <>
      <TextInput
        ref={inputRef}
        {...input}
        required={required}
        description={description}
        readOnly={locked}
        variant={locked ? "filled" : undefined}
        inputContainer={locked ? beside : undefined}
      />
      <ConfirmDialog
        opened={asking}
        title={t("edit.slug.confirmTitle")}
        message={t("edit.slug.confirmMessage", { slug: asked })}
        confirmLabel={t("edit.slug.confirm")}
        danger
        onConfirm={() => {
          setAsking(false);
          setUnlockedFrom(asked);
          setFocusWanted("input");
        }}
        onCancel={() => {
          setAsking(false);
          setFocusWanted("button");
        }}
      />
    </>
  );
}
