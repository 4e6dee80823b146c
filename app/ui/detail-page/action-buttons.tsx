import { Button } from "@mantine/core";
import type { TranslationVars } from "~/i18n/keys";
import { IconPrinter } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../feedback/confirm-dialog";
import type { DetailActionResult } from "./action";
import { ActionModal } from "./action-modal";
import type { ConfirmDetailAction, DetailAction, ModalDetailAction, PrintDetailAction } from "./description";
import { useDetailAction } from "./use-detail-action";

type Failure = Extract<DetailActionResult, { ok: false }>;

interface ButtonProps<A> {
  action: A;
  vars: TranslationVars;
  /** Each answer's outcome for the page's alert: the failure, or null once an action succeeded. */
  report: (failure: Failure | null) => void;
}

/** The button on the page that starts a posted action (asks, or opens its modal). */
function TriggerButton({
  action,
  loading,
  onClick,
}: {
  action: Pick<ConfirmDetailAction, "label" | "icon" | "color">;
  loading?: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const Icon = action.icon;
  return (
    <Button
      variant="light"
      color={action.color}
      leftSection={Icon ? <Icon size={16} aria-hidden="true" /> : undefined}
      loading={loading}
      onClick={onClick}
    >
      {t(action.label)}
    </Button>
  );
}

/** Asks first, then posts the intent; the button spins until the page's data is fresh again. */
export function ConfirmButton({ action, vars, report }: ButtonProps<ConfirmDetailAction>) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const close = () => setAsking(false);
  const { pending, submit } = useDetailAction({
    done: action.done,
    vars,
    onFailure: (failure) => {
      close();
      report(failure);
    },
    onSuccess: () => {
      close();
      report(null);
    },
  });
  return (
    <>
      <TriggerButton action={action} loading={pending} onClick={() => setAsking(true)} />
      <ConfirmDialog
        opened={asking}
        title={t(action.confirm.title, vars)}
        message={action.confirm.message ? t(action.confirm.message, vars) : undefined}
        confirmLabel={t(action.label)}
        danger={action.confirm.danger}
        busy={pending}
        onConfirm={() => submit({ ...action.values, intent: action.intent })}
        onCancel={close}
      />
    </>
  );
}

function ModalButton<R>({ action, record, vars, report }: ButtonProps<ModalDetailAction<R>> & { record: R }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <TriggerButton action={action} onClick={() => setOpen(true)} />
      {/* Mounted only while open, so each opening starts from the prefilled values. */}
      {open ? (
        <ActionModal
          action={action}
          record={record}
          vars={vars}
          onClose={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            report(null);
          }}
        />
      ) : null}
    </>
  );
}

function PrintButton({ action }: { action: PrintDetailAction }) {
  const { t } = useTranslation();
  const Icon = action.icon ?? IconPrinter;
  return (
    <Button variant="default" leftSection={<Icon size={16} aria-hidden="true" />} onClick={() => window.print()}>
      {t(action.label)}
    </Button>
  );
}

/** The button of one record action, by kind. */
export function ActionButton<R>({ action, record, vars, report }: ButtonProps<DetailAction<R>> & { record: R }) {
  if (action.kind === "print") return <PrintButton action={action} />;
  if (action.kind === "custom") return <>{action.render(record, { vars, report })}</>;
  if (action.kind === "modal") return <ModalButton action={action} record={record} vars={vars} report={report} />;
  return <ConfirmButton action={action} vars={vars} report={report} />;
}
