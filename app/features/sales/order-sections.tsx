import { Alert, Anchor, Group, List, NativeSelect, Stack, Text, ThemeIcon, Timeline } from "@mantine/core";
import { IconCheck, IconCircle } from "@tabler/icons-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { versionOf } from "~/api/versions";
import { PAYMENT_METHODS, type Order, type OrderEvent } from "~/api/sales/orders";
import { formatDate } from "~/i18n/dates";
import { isLanguage } from "~/i18n/languages";
import { AppLink } from "~/routing/prefetch";
import { urls } from "~/routing/urls";
import type { DetailContext } from "~/ui/detail-page/description";
import { useDetailAction } from "~/ui/detail-page/use-detail-action";
import { ConfirmDialog } from "~/ui/feedback/confirm-dialog";
import { methodLabel, PaymentBadge, STATUS_LABELS, statusLabel } from "./order-codes";
import { addressText, customerOf } from "./order-lines";
import { methodText, orderPayment } from "./order-payment";
import type { TranslationKey } from "~/i18n/keys";
import { EmailLink } from "~/ui/detail-page/email-link";

/*
 * The parts of /orders/{id} that are more than a label and a value: the progress with the
 * cancelled/refunded banners, the payment controls, the customer block and the timeline.
 */

/** The order and what happened to it, as the detail page holds them. */
export interface OrderPage {
  order: Order;
  timeline: OrderEvent[];
  /** The signed-in user is a vendor: own lines only, no totals, no admin controls. */
  vendor: boolean;
}

function useLanguage() {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : "it";
}

/**
 * Banners for a cancelled or refunded order (notes, not alerts: they describe the record, and the
 * page's alert is kept for what just went wrong), then the five shipping steps, the current one marked
 * (a counter sale says it was handed over instead). `note`: a line more in the cancelled banner (why
 * no refund is offered).
 */
export function OrderProgress({ order, note }: { order: Order; note?: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const cancellation = order.cancellation;
  return (
    <Stack gap="sm">
      {order.cancelled === 1 ? (
        <Alert color="red" variant="light" role="note" title={t("sales.orders.cancelledBanner")} data-testid="order-cancelled">
          {cancellation?.message || cancellation?.title ? (
            <Text size="sm">
              {t("sales.orders.cancelReason", { reason: [cancellation.title, cancellation.message].filter(Boolean).join(": ") })}
            </Text>
          ) : null}
          {cancellation?.created_at ? (
            <Text size="sm">{t("sales.orders.cancelledOn", { date: formatDate(cancellation.created_at, language) })}</Text>
          ) : null}
          {note}
        </Alert>
      ) : null}
      {cancellation?.refunded === 1 ? (
        <Alert color="teal" variant="light" role="note" title={t("sales.orders.refundedBanner")} data-testid="order-refunded" />
      ) : null}
      {/* A counter sale has no shipping steps: the goods left with the customer. */}
      {orderPayment(order).counter ? (
        <Text size="sm" data-testid="order-handed-over">
          {t("sales.orders.till.handedOver")}
        </Text>
      ) : (
        <ShippingSteps order={order} />
      )}
    </Stack>
  );
}

/** The five shipping steps, the current one marked. */
function ShippingSteps({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <List component="ol" listStyleType="none" spacing={4} aria-label={t("sales.orders.sections.progress")}>
      {Object.entries(STATUS_LABELS).map(([code, label]) => {
        const step = Number(code);
        const done = step <= order.status;
        return (
          <List.Item
            key={code}
            aria-current={step === order.status ? "step" : undefined}
            icon={
              <ThemeIcon size={20} radius="xl" color={done ? "teal.9" : "gray.6"} variant={done ? "filled" : "outline"}>
                {done ? <IconCheck size={12} aria-hidden="true" /> : <IconCircle size={10} aria-hidden="true" />}
              </ThemeIcon>
            }
          >
            <Text size="sm" fw={step === order.status ? 700 : 400}>
              {t(label)}
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}

/**
 * A payment field an admin changes in place: the choice is asked about first (from what to what, as
 * a shipping status change is), then posted; the toast says it is saved and a refusal goes to the
 * page's alert. Until the answer the select shows the order's value.
 */
function PaymentSelect({
  label,
  intent,
  name,
  value,
  options,
  context,
  version,
}: {
  label: TranslationKey;
  intent: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
  context: DetailContext;
  version: string | null;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const close = () => setChosen(null);
  const { pending, submit } = useDetailAction({
    done: "sales.orders.paymentSaved",
    vars: context.vars,
    onFailure: context.report,
    onSuccess: () => context.report(null),
  });
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;
  return (
    <>
      <NativeSelect
        aria-label={t(label)}
        size="xs"
        w={200}
        disabled={pending}
        value={value}
        data={options}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (next !== value) setChosen(next);
        }}
      />
      <ConfirmDialog
        opened={chosen !== null}
        title={t("sales.orders.paymentConfirm", { ...context.vars, field: t(label) })}
        message={chosen !== null ? t("sales.orders.paymentChange", { from: labelOf(value), to: labelOf(chosen) }) : undefined}
        confirmLabel={t("sales.orders.paymentSave")}
        busy={pending}
        onConfirm={() => {
          // The order's version as shown: a change someone made meanwhile is not undone (the conflict view).
          if (chosen !== null) submit({ intent, [name]: chosen, version: version ?? "" });
          close();
        }}
        onCancel={close}
      />
    </>
  );
}

/**
 * The payment method: a till sale's as the till recorded it (the order's method code cannot say
 * cash or the offline method typed, so it is not offered for change there), else the order's,
 * which admins can change.
 */
export function PaymentMethodField({ page, context }: { page: OrderPage; context: DetailContext }) {
  const { t } = useTranslation();
  const { order } = page;
  const payment = orderPayment(order);
  if (page.vendor || payment.till) return <span data-testid="order-payment-method">{methodText(payment, t)}</span>;
  return (
    <PaymentSelect
      label="sales.orders.fields.method"
      intent="payment-method"
      name="method"
      value={String(order.order_method)}
      options={PAYMENT_METHODS.map((code) => ({ value: String(code), label: t(methodLabel(code)) }))}
      context={context}
      version={versionOf(order)}
    />
  );
}

/** Paid or not, changeable by an admin; a refunded order says so, and a refund is not undone here. */
export function PaymentStatusField({ page, context }: { page: OrderPage; context: DetailContext }) {
  const { t } = useTranslation();
  const state = orderPayment(page.order).state;
  if (page.vendor || state === "refunded") return <PaymentBadge state={state} />;
  return (
    <PaymentSelect
      label="sales.orders.fields.payment"
      intent="payment-status"
      name="paid"
      value={state === "paid" ? "1" : "0"}
      options={[
        { value: "1", label: t("sales.orders.paid") },
        { value: "0", label: t("sales.orders.unpaid") },
      ]}
      context={context}
      version={versionOf(page.order)}
    />
  );
}

/** Name, address, e-mail and phone, with a link to the customer's own page. */
export function CustomerBlock({ order }: { order: Order }) {
  const { t } = useTranslation();
  const address = order.address;
  const email = address?.email || order.user?.email || order.guest_user?.email;
  const phone = address?.phone;
  const href =
    order.user_id != null
      ? urls.registeredUsers.detail(order.user_id)
      : order.guest_user
        ? urls.guestUsers.detail(order.guest_user.id)
        : null;
  const name = customerOf(order);
  return (
    <Stack gap={4}>
      {href ? (
        <Anchor component={AppLink} to={href} size="sm" fw={500}>
          {name}
        </Anchor>
      ) : (
        <Text size="sm" fw={500}>
          {name}
        </Text>
      )}
      {address ? <Text size="sm">{addressText(address)}</Text> : null}
      <Text size="sm">
        {t("sales.orders.email")}: <EmailLink email={email} />
      </Text>
      <Text size="sm">
        {t("sales.orders.phone")}: {phone || "—"}
      </Text>
    </Stack>
  );
}

const EVENT_LABELS: Readonly<Record<string, TranslationKey>> = {
  created: "sales.orders.events.created",
  status: "sales.orders.events.status",
  payment_status: "sales.orders.events.paymentStatus",
  payment_method: "sales.orders.events.paymentMethod",
  cancelled: "sales.orders.events.cancelled",
  refunded: "sales.orders.events.refunded",
  delivered_email: "sales.orders.events.deliveredEmail",
};

/** An event's value in words: a status, a method, paid or not. */
function eventValue(event: OrderEvent, value: OrderEvent["from"], t: (key: TranslationKey) => string): string {
  if (value === null || value === undefined || value === "") return "";
  const code = Number(value);
  if (event.kind === "status") return t(statusLabel(code));
  if (event.kind === "payment_method") return t(methodLabel(code));
  if (event.kind === "payment_status") return t(code === 1 ? "sales.orders.paid" : "sales.orders.unpaid");
  return String(value);
}

/** Created, each change with who and when, oldest first. */
export function OrderTimeline({ events }: { events: readonly OrderEvent[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (events.length === 0) return <Text c="dimmed">{t("sales.orders.noEvents")}</Text>;
  return (
    <Timeline active={events.length - 1} bulletSize={14} lineWidth={2} color="teal.9" data-testid="order-timeline">
      {events.map((event, index) => {
        const from = eventValue(event, event.from, t);
        const to = eventValue(event, event.to, t);
        return (
          <Timeline.Item key={`${event.kind}-${index}`} title={t(EVENT_LABELS[event.kind] ?? "sales.orders.events.other")}>
            {to ? <Text size="sm">{from ? t("sales.orders.events.change", { from, to }) : to}</Text> : null}
            <Group gap={6}>
              <Text size="xs" c="dimmed">
                {formatDate(event.created_at, language)}
              </Text>
              {event.admin?.name ? (
                <Text size="xs" c="dimmed">
                  · {t("sales.orders.events.by", { name: event.admin.name })}
                </Text>
              ) : null}
            </Group>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
