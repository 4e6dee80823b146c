import { Button, Group, Modal, ScrollArea } from "@mantine/core";
import { IconPrinter } from "@tabler/icons-react";
import { useEffect, useRef, useSyncExternalStore, type ReactElement } from "react";
import { useTranslation } from "react-i18next";
import type { PosReceiptOrder } from "~/api/pos/orders";
import { getProfile, subscribeSession } from "~/session/session-store";
import { ReceiptDocument } from "./receipt-document";
import { printReceipt, removePrintCopy } from "./receipt-print";
import { receiptSettingOf, receiptWidth } from "./receipt-setting";

/**
 * The receipt of a POS sale in a modal (after a sale, and from the POS orders list): open while
 * `order` is set. The logo, texts and paper width come from the profile's POS setting and follow
 * it (a change saved on /pos/configuration shows at once). Print prints the receipt alone at that
 * width; Esc or Close calls `onClose`.
 */
export function ReceiptModal({ order, onClose }: { order: PosReceiptOrder | null; onClose: () => void }): ReactElement {
  const { t } = useTranslation();
  const profile = useSyncExternalStore(subscribeSession, getProfile, () => null);
  const setting = receiptSettingOf(profile);
  const width = receiptWidth(setting);
  const receipt = useRef<HTMLElement>(null);
  const opened = order !== null;

  // A print's copy outlives its dialog only while the receipt is open.
  useEffect(() => {
    if (!opened) removePrintCopy();
    return removePrintCopy;
  }, [opened]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={order ? t("pos.receipt.titleOf", { order: order.order }) : t("pos.receipt.title")}
      size="auto"
      centered
      scrollAreaComponent={ScrollArea.Autosize}
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {order ? (
        <>
          <div style={{ border: "1px solid var(--mantine-color-gray-4)", width: "fit-content", margin: "0 auto" }}>
            <ReceiptDocument ref={receipt} order={order} setting={setting} width={width} />
          </div>
          <Group justify="flex-end" gap="sm" mt="md">
            <Button variant="default" onClick={onClose}>
              {t("common.close")}
            </Button>
            <Button
              leftSection={<IconPrinter size={16} aria-hidden="true" />}
              onClick={() => {
                if (receipt.current) printReceipt(receipt.current, width);
              }}
              data-autofocus
            >
              {t("pos.receipt.print")}
            </Button>
          </Group>
        </>
      ) : null}
    </Modal>
  );
}
