import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useRevalidator } from "@remix-run/react";
import { IconCash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MINIMUM_WITHDRAWAL, withdrawalApi, type WithdrawalBalance } from "~/api/people/withdrawals";
import type { TranslationKey } from "~/i18n/keys";
import { ConfirmDialog } from "~/ui/feedback/confirm-dialog";
import { errorText } from "~/ui/feedback/error-text";
import { toastSuccess } from "~/ui/feedback/toast";
import { formatPrice } from "~/ui/inputs/price-input";

const FIGURES: ReadonlyArray<{ key: keyof WithdrawalBalance; label: TranslationKey }> = [
  { key: "withdrawn", label: "withdrawals.balance.withdrawn" },
  { key: "pending_withdrawal", label: "withdrawals.balance.pending" },
  { key: "amount", label: "withdrawals.balance.available" },
];

/** A vendor's three figures (withdrawn, pending, available) in the shop's currency. */
export function WithdrawalFigures({ balance }: { balance: WithdrawalBalance }) {
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
 * The vendor's summary and the request for the whole available balance (to the default account),
 * asked first. The server decides (a pending request, no default account, below the minimum) and its
 * message stays beside the button; a sent request reloads the page's data, list included.
 */
export function WithdrawalBalancePanel({ balance }: { balance: WithdrawalBalance }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const money = (value: number) => formatPrice(value, i18n.language);
  const available = money(balance.amount);

  const request = async () => {
    setBusy(true);
    try {
      await withdrawalApi.withdraw();
      setFailure(null);
      toastSuccess(t("withdrawals.balance.sent"));
      revalidator.revalidate();
    } catch (error) {
      setFailure(errorText(error, t, "withdrawals.balance.failed"));
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="withdrawal-balance">
      <Title order={2} size="h4" id="withdrawal-balance">
        {t("withdrawals.balance.title")}
      </Title>
      <WithdrawalFigures balance={balance} />
      <Group gap="md" align="center">
        <Button leftSection={<IconCash size={18} aria-hidden="true" />} onClick={() => setAsking(true)} loading={busy}>
          {t("withdrawals.balance.withdraw", { amount: available })}
        </Button>
        <Text size="sm">{t("withdrawals.balance.minimum", { amount: money(MINIMUM_WITHDRAWAL) })}</Text>
      </Group>
      {balance.amount < MINIMUM_WITHDRAWAL ? (
        <Text size="sm" c="dimmed">
          {t("withdrawals.balance.belowMinimum", { amount: money(MINIMUM_WITHDRAWAL) })}
        </Text>
      ) : null}
      {failure ? (
        <Alert color="red" role="alert" title={t("withdrawals.balance.failed")}>
          {failure}
        </Alert>
      ) : null}
      <ConfirmDialog
        opened={asking}
        title={t("withdrawals.balance.confirmTitle", { amount: available })}
        message={t("withdrawals.balance.confirmMessage")}
        confirmLabel={t("withdrawals.balance.confirm")}
        busy={busy}
        onConfirm={() => void request()}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
