import { FileInput, Group, Image, Radio, Stack, Text, TextInput } from "@mantine/core";
import { IconPhoto } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PosPaymentMethod } from "~/api/pos/checkout";
import { mediaLimits } from "~/ui/media";
import { IMAGE_EXTENSIONS, IMAGE_TYPES, checkFile } from "~/ui/inputs/upload";
import type { PaymentValues } from "./sale-draft";
import type { SaleField } from "./sale-errors";

const METHODS: {
  value: PosPaymentMethod;
  label: "pos.checkout.payment.cash" | "pos.checkout.payment.cod" | "pos.checkout.payment.offline";
}[] = [
  { value: 1, label: "pos.checkout.payment.cash" },
  { value: 2, label: "pos.checkout.payment.cod" },
  { value: 3, label: "pos.checkout.payment.offline" },
];

export interface PaymentFieldsProps {
  value: PaymentValues;
  onChange: (next: PaymentValues) => void;
  /** Messages beside the offline fields (the pane's own check or the server's). */
  errors: Partial<Record<SaleField, string>>;
}

/**
 * How the customer pays: cash, cash on delivery or offline; offline asks how (required), the
 * transaction id and a proof image, previewed here and sent with the sale (never uploaded alone:
 * a sale that fails leaves no stray file behind).
 */
export function PaymentFields({ value, onChange, errors }: PaymentFieldsProps) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const limitKb = mediaLimits().image;

  useEffect(() => {
    if (!value.proof) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(value.proof);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value.proof]);

  const pick = (file: File | null) => {
    setFileError(null);
    if (file) {
      const problem = checkFile(file, { types: IMAGE_TYPES, extensions: IMAGE_EXTENSIONS }, limitKb);
      if (problem) {
        setFileError(t(problem.key, { max: problem.maxKb }));
        onChange({ ...value, proof: null });
        return;
      }
    }
    onChange({ ...value, proof: file });
  };

  return (
    <Stack gap="xs">
      <Radio.Group
        label={t("pos.checkout.payment.label")}
        value={String(value.method)}
        onChange={(next) => onChange({ ...value, method: Number(next) as PosPaymentMethod })}
      >
        {/* Cards, not bare radios: the whole 44 px box is the finger's target on a tablet. */}
        <Group gap="xs" mt={4}>
          {METHODS.map((method) => (
            <Radio.Card
              key={method.value}
              value={String(method.value)}
              radius="sm"
              px="sm"
              py={6}
              mih={44}
              w="auto"
              style={{ flex: "1 1 auto", display: "flex", alignItems: "center" }}
            >
              <Group gap="xs" wrap="nowrap">
                <Radio.Indicator size="sm" />
                <Text size="sm">{t(method.label)}</Text>
              </Group>
            </Radio.Card>
          ))}
        </Group>
      </Radio.Group>
      {value.method === 3 ? (
        <>
          <TextInput
            label={t("pos.checkout.payment.method")}
            required
            autoComplete="off"
            value={value.offlineMethod}
            error={errors.offline_payment_method}
            onChange={(event) => onChange({ ...value, offlineMethod: event.currentTarget.value })}
          />
          <TextInput
            label={t("pos.checkout.payment.transId")}
            autoComplete="off"
            value={value.offlineTransId}
            error={errors.offline_trans_id}
            onChange={(event) => onChange({ ...value, offlineTransId: event.currentTarget.value })}
          />
          <FileInput
            label={t("pos.checkout.payment.proof")}
            description={t("upload.imageHint", { max: limitKb })}
            placeholder={t("pos.checkout.payment.proofPlaceholder")}
            accept={IMAGE_TYPES.join(",")}
            clearable
            leftSection={<IconPhoto size={16} aria-hidden="true" />}
            value={value.proof}
            error={fileError ?? errors.offline_payment_proof}
            onChange={pick}
            // Mantine's placeholder grey is too faint on white for a text a cashier must read.
            styles={{ placeholder: { color: "var(--mantine-color-gray-7)" } }}
            data-testid="pos-payment-proof"
          />
          {preview ? (
            <Image src={preview} alt={t("pos.checkout.payment.proofPreview")} mah={120} w="auto" fit="contain" radius="sm" />
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
