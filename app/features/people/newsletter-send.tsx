import { Alert, Anchor, Button, Group, Loader, Paper, Select, Stack, Text } from "@mantine/core";
import { IconMailForward } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { EmailFormat } from "~/api/people/email-formats";
import { subscriberApi } from "~/api/people/subscribers";
import { AppLink } from "~/routing/prefetch";
import { urls } from "~/routing/urls";
import { ConfirmDialog } from "~/ui/feedback/confirm-dialog";
import { errorText } from "~/ui/feedback/error-text";
import { EmailPreview } from "./email-preview";

export interface NewsletterData {
  formats: EmailFormat[];
  /** How many subscribers the mail goes to. */
  recipients: number;
}

type Outcome = { sent: number } | { error: string };

/**
 * /subscribers/send-email: a saved format picked, shown as it will be mailed (subject and body in the
 * sandboxed frame) with the number of recipients; sending asks first, naming the count, then shows
 * that it is under way and the server's count of queued mails.
 */
export function NewsletterSend({ formats, recipients }: NewsletterData) {
  const { t } = useTranslation();
  const [formatId, setFormatId] = useState<string | null>(formats[0] ? String(formats[0].id) : null);
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const format = formats.find((f) => String(f.id) === formatId) ?? null;

  if (formats.length === 0) {
    return (
      <Alert color="blue" title={t("people.newsletter.noFormats")}>
        <Anchor component={AppLink} to={urls.subscriptionEmailFormats.create()}>
          {t("people.emailFormats.add")}
        </Anchor>
      </Alert>
    );
  }

  const send = async () => {
    if (!format) return;
    setAsking(false);
    setSending(true);
    setOutcome(null);
    try {
      setOutcome({ sent: await subscriberApi.send(format.id) });
    } catch (error) {
      setOutcome({ error: errorText(error, t, "people.newsletter.failed") });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Group align="flex-end" justify="space-between" gap="md">
          <Select
            label={t("people.newsletter.format")}
            data={formats.map((f) => ({ value: String(f.id), label: f.title }))}
            value={formatId}
            onChange={(value) => {
              setFormatId(value);
              setOutcome(null);
            }}
            allowDeselect={false}
            w={{ base: "100%", sm: 360 }}
          />
          <Text size="sm" data-recipients>
            {t("people.newsletter.recipients", { count: recipients })}
          </Text>
          <Button
            leftSection={<IconMailForward size={16} aria-hidden="true" />}
            onClick={() => setAsking(true)}
            loading={sending}
            disabled={!format || recipients === 0}
          >
            {t("people.newsletter.send")}
          </Button>
        </Group>
      </Paper>
      <div aria-live="polite">
        {sending ? (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="sm">{t("people.newsletter.sending", { count: recipients })}</Text>
          </Group>
        ) : null}
        {outcome && "sent" in outcome ? (
          <Alert color="green" role="status" title={t("people.newsletter.sentTitle")}>
            {t("people.newsletter.sent", { count: outcome.sent })}
          </Alert>
        ) : null}
        {outcome && "error" in outcome ? (
          <Alert color="red" role="alert" title={t("people.newsletter.failed")}>
            {outcome.error}
          </Alert>
        ) : null}
      </div>
      {format ? (
        <Paper withBorder p="md" component="section" aria-label={t("people.emailFormats.preview")}>
          <EmailPreview html={format.body} subject={format.subject} />
        </Paper>
      ) : null}
      <ConfirmDialog
        opened={asking}
        title={t("people.newsletter.confirm", { count: recipients, title: format?.title ?? "" })}
        message={t("people.newsletter.confirmHint")}
        confirmLabel={t("people.newsletter.send")}
        busy={sending}
        onConfirm={() => void send()}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
