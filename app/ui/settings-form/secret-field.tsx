import { Button } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { PasswordField } from "../inputs/password-field";
import { besideInput } from "./beside-input";

export interface SecretFieldProps {
  name: string;
  /** Translated label. */
  label: string;
  /** Whether the server holds a value (it only ever answers a mask, never the secret). */
  stored: boolean;
  /** The new secret being typed; "" keeps the stored one. */
  value: string;
  onChange: (value: string) => void;
  /** Whether the user chose to type a new one (always, when none is stored). */
  replacing: boolean;
  onReplace: () => void;
  /** Back to the stored value: the typed one is dropped. */
  onKeep: () => void;
  error?: string;
  required?: boolean;
  readOnly?: boolean;
}

/**
 * A write-only secret (a password, an API key). The field starts empty with "set" or "not set"
 * under it; a stored secret is changed through "Replace", which opens the field for a new value.
 * What the server holds is never shown, so there is nothing to reveal or copy.
 */
export function SecretField({
  name,
  label,
  stored,
  value,
  onChange,
  replacing,
  onReplace,
  onKeep,
  error,
  required,
  readOnly,
}: SecretFieldProps) {
  const { t } = useTranslation();
  // PasswordField is not a ref-forwarding component: the input is found inside its box.
  const box = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef(false);
  const editable = (replacing || !stored) && !readOnly;

  useEffect(() => {
    if (editable && focusOnOpen.current) box.current?.querySelector("input")?.focus();
    focusOnOpen.current = false;
  }, [editable]);

  const status = stored ? t("settingsForm.secretSet") : t("settingsForm.secretNotSet");
  const toggle =
    stored && !readOnly ? (
      <Button
        variant="default"
        aria-label={replacing ? t("settingsForm.keepField", { field: label }) : t("settingsForm.replaceField", { field: label })}
        onClick={() => {
          if (replacing) onKeep();
          else {
            focusOnOpen.current = true;
            onReplace();
          }
        }}
      >
        {replacing ? t("settingsForm.keep") : t("settingsForm.replace")}
      </Button>
    ) : null;
  return (
    <PasswordField
      name={name}
      label={label}
      description={replacing && stored ? t("settingsForm.secretReplacing") : status}
      value={editable ? value : ""}
      onChange={(event) => onChange(event.currentTarget.value)}
      disabled={!editable}
      required={required && !stored}
      error={error}
      data-secret-state={stored ? "set" : "not-set"}
      // The button sits beside the input itself, so the label, status and error stay in their places.
      // The button sits beside the input itself, so the label, status and error stay in their places.
      inputContainer={besideInput(toggle, box)}
    />
  );
}
