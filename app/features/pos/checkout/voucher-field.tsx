import { Button, Group, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatPrice } from "~/ui/inputs/price-input";

export interface VoucherFieldProps {
  /** What is typed. */
  input: string;
  /** The code applied ("" none) and what it takes off (from the quote). */
  applied: string;
  offered: number | null;
  error: string | null;
  busy: boolean;
  onInput: (value: string) => void;
  onApply: () => void;
  onRemove: () => void;
}

/**
 * The voucher: a code and Apply (the server checks it against the customer and the cart and its
 * message shows beside the field), then what it takes off and Remove. Enter in the field applies.
 */
export function VoucherField({ input, applied, offered, error, busy, onInput, onApply, onRemove }: VoucherFieldProps) {
  const { t, i18n } = useTranslation();
  return (
    <div>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label={t("pos.checkout.voucher.label")}
          value={input}
          error={error}
          autoComplete="off"
          readOnly={applied !== ""}
          style={{ flex: 1 }}
          onChange={(event) => onInput(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !applied) {
              event.preventDefault();
              onApply();
            }
          }}
        />
        {applied ? (
          <Button variant="default" mt={25} onClick={onRemove}>
            {t("pos.checkout.voucher.remove")}
          </Button>
        ) : (
          <Button variant="light" mt={25} loading={busy} onClick={onApply}>
            {t("pos.checkout.voucher.apply")}
          </Button>
        )}
      </Group>
      {applied ? (
        <Text size="sm" c="teal.9" mt={4} data-testid="pos-voucher-applied">
          {offered === null
            ? t("pos.checkout.voucher.appliedCode", { code: applied })
            : t("pos.checkout.voucher.applied", { code: applied, amount: formatPrice(offered, i18n.language) })}
        </Text>
      ) : null}
    </div>
  );
}
