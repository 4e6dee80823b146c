import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useRevalidator } from "@remix-run/react";
import { IconCash } from "@tabler/icons-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { MINIMUM_WITHDRAWAL, withdrawalApi, type WithdrawalBalance } from "~/api/people/withdrawals";
import { formatDate } from "~/i18n/dates";
import type { TranslationKey } from "~/i18n/keys";
import { isLanguage } from "~/i18n/languages";
import { ConfirmDialog } from "~/ui/feedback/confirm-dialog";
import { errorText } from "~/ui/feedback/error-text";
import { toastSuccess } from "~/ui/feedback/toast";
import { formatPrice, PriceInput } from "~/ui/inputs/price-input";

const FIGURES: ReadonlyArray<{ key: "withdrawn" | "pending_withdrawal" | "amount"; label: TranslationKey }> = [
  { key: "withdrawn", label: "withdrawals.balance.withdrawn" },
  { key: "pending_withdrawal", label: "withdrawals.balance.pending" },
  { key: "amount", label: "withdrawals.balance.available" },
];

/** A vendor's three figures (withdrawn, pending, available) in the shop's currency. */
export function WithdrawalFigures({ balance }: { balance: Pick<WithdrawalBalance, "withdrawn" | "pending_withdrawal" | "amount"> }) {
  const { t, i18n } = useTranslation();
  return (
    // A description list: each amount is read with its name.
    <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" m={0}>
      {FIGURES.map((figure) => (
        <Paper key={figure.key} withBorder p="md" radius="md">
          <Text component="dt" size="sm" c="dimmed">
            {t(figure.label)}
          </Text>
          <Text component="dd" m={0} fz="xl" fw={700} data-figure={figure.key}>
            {formatPrice(Number(balance[figure.key]), i18n.language)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/**
 * The pending request, shown instead of a way to ask for another (the server takes one at a time).
 * A backend without the `pending_request` extension still says how much is pending.
 */
function PendingRequest({ balance }: { balance: WithdrawalBalance }) {
  const { t, i18n } = useTranslation();
  const request = balance.pending_request;
  const language = isLanguage(i18n.language) ? i18n.language : "it";
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="withdrawal-pending" data-pending-request>
      <Stack gap={4}>
        <Title order={3} size="h5" id="withdrawal-pending">
          {t("withdrawals.balance.pendingTitle")}
        </Title>
        <Text size="sm">
          {t("withdrawals.balance.pendingAmount", { amount: formatPrice(request?.amount ?? balance.pending_withdrawal, i18n.language) })}
        </Text>
        {request?.created_at ? (
          <Text size="sm">{t("withdrawals.balance.pendingSince", { date: formatDate(request.created_at, language) })}</Text>
        ) : null}
        {request?.account ? <Text size="sm">{t("withdrawals.balance.pendingAccount", { account: request.account })}</Text> : null}
        <Text size="sm" c="dimmed">
          {t("withdrawals.balance.pendingNote")}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * The vendor's summary and the way to ask for money: an amount between the minimum and the available
 * balance where the backend takes one (`accepts_amount`), else the whole balance, asked first; while a
 * request is pending, that request instead. The server still decides (no default account, a request
 * sent meanwhile) and its message, in the user's language where the panel knows it, stays beside the
 * form; either way the page's data (figures and list) is reloaded.
 */
export function WithdrawalBalancePanel({ balance }: { balance: WithdrawalBalance }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const minimum = balance.minimum ?? MINIMUM_WITHDRAWAL;
  const choosing = balance.accepts_amount === true;
  const [chosen, setChosen] = useState<number | string>(balance.amount);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [asking, setAsking] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const money = (value: number) => formatPrice(value, i18n.language);
  const pending = balance.pending_request != null || balance.pending_withdrawal > 0;

  const request = async (amount: number) => {
    setBusy(true);
    try {
      await withdrawalApi.withdraw(choosing ? amount : undefined);
      setFailure(null);
      toastSuccess(t("withdrawals.balance.sent"));
    } catch (error) {
      setFailure(errorText(error, t, "withdrawals.balance.failed"));
    } finally {
      setBusy(false);
      setAsking(null);
      // Refused or not, the figures may have moved (a request sent from elsewhere meanwhile).
      revalidator.revalidate();
    }
  };

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amount = Math.round(Number(chosen) * 100) / 100;
    if (chosen === "" || !Number.isFinite(amount) || amount < minimum) {
      setInvalid(t("withdrawals.balance.tooLow", { min: money(minimum) }));
    } else if (amount > balance.amount) {
      setInvalid(t("withdrawals.balance.tooHigh", { max: money(balance.amount) }));
    } else {
      setInvalid(null);
      setAsking(amount);
    }
  };

  let ask = null;
  if (pending) ask = <PendingRequest balance={balance} />;
  else if (balance.amount < minimum) {
    ask = (
      <Text size="sm" c="dimmed">
        {t("withdrawals.balance.belowMinimum", { amount: money(minimum) })}
      </Text>
    );
  } else if (choosing) {
    ask = (
      <form onSubmit={check} noValidate aria-label={t("withdrawals.balance.formLabel")}>
        <Stack gap="xs" align="flex-start">
          <PriceInput
            label={t("withdrawals.balance.amountLabel")}
            description={t("withdrawals.balance.limits", { min: money(minimum), max: money(balance.amount) })}
            value={chosen}
            onChange={(value) => {
              setChosen(value);
              setInvalid(null);
            }}
            error={invalid}
            required
            w="100%"
            maw={360}
          />
          <Button type="submit" leftSection={<IconCash size={18} aria-hidden="true" />} loading={busy}>
            {t("withdrawals.balance.requestButton")}
          </Button>
        </Stack>
      </form>
    );
  } else {
    ask = (
      <Group gap="md" align="center">
        <Button leftSection={<IconCash size={18} aria-hidden="true" />} onClick={() => setAsking(balance.amount)} loading={busy}>
          {t("withdrawals.balance.withdraw", { amount: money(balance.amount) })}
        </Button>
        <Text size="sm">{t("withdrawals.balance.minimum", { amount: money(minimum) })}</Text>
      </Group>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="withdrawal-balance">
      <Title order={2} size="h4" id="withdrawal-balance">
        {t("withdrawals.balance.title")}
      </Title>
      <WithdrawalFigures balance={balance} />
      {ask}
      {failure ? (
        <Alert color="red" role="alert" title={t("withdrawals.balance.failed")}>
          {failure}
        </Alert>
      ) : null}
      <ConfirmDialog
        opened={asking !== null}
        title={t("withdrawals.balance.confirmTitle", { amount: money(asking ?? 0) })}
        message={t(choosing ? "withdrawals.balance.confirmChosen" : "withdrawals.balance.confirmMessage")}
        confirmLabel={t("withdrawals.balance.confirm")}
        busy={busy}
        onConfirm={() => asking !== null && void request(asking)}
        onCancel={() => setAsking(null)}
      />
    </Stack>
  );
}
