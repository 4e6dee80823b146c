import {
  ActionIcon,
  Alert,
  Button,
  Code,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconChevronLeft, IconChevronRight, IconDeviceFloppy, IconSearch } from "@tabler/icons-react";
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "~/api/errors";
import { languageStrings, saveLanguageStrings, type Dictionary } from "~/api/settings/languages";
import { useAppAbility } from "~/access/can";
import { getProfile, subscribeSession } from "~/session/session-store";
import { errorText } from "~/ui/feedback/error-text";
import { toastError, toastSuccess } from "~/ui/feedback/toast";
import { ErrorSummary } from "~/ui/form/error-summary";
import { useUnsavedGuard } from "~/ui/settings-form/unsaved-guard";
import { filterRows, mergedStrings, referenceStrings, stringRows, type StringFilter, type StringRow } from "./strings-model";

/**
 * The strings of a language that is not bundled in the panel: a searchable, paged table of every
 * key with the default language's text beside an input for this language's. Edits are kept across
 * pages and searches until saved; one save replaces the language's dictionary on the server
 * (`language/strings-action`), which `localization` then serves.
 */

const PER_PAGE = 20;

interface Props {
  languageId: number;
  languageName: string;
}

type Loaded = { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; saved: Dictionary; rows: StringRow[] };

export function StringsEditor({ languageId, languageName }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const ability = useAppAbility();
  const readOnly = !ability.can("edit", "language");
  const profile = useSyncExternalStore(subscribeSession, getProfile, () => null);
  const reference = profile?.languages.find((l) => Number(l.default) === 1 || l.default === true) ?? null;
  const referenceCode = reference?.code ?? null;
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [draft, setDraft] = useState<ReadonlyMap<string, string>>(new Map());
  const [query, setQuery] = useState("");
  const [filter, setFilter] = useState<StringFilter>("all");
  const [page, setPage] = useState(1);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const savingRef = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const guard = useUnsavedGuard(draft.size > 0);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([languageStrings(languageId, controller.signal), referenceStrings(referenceCode, controller.signal)]).then(
      ([saved, ref]) => setLoaded({ state: "ready", saved, rows: stringRows(ref, saved) }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ state: "failed", message: errorText(error, t, "settings.languages.stringsFailed") });
      },
    );
    return () => controller.abort();
  }, [languageId, referenceCode, t]);

  const found = useMemo(
    () => (loaded.state === "ready" ? filterRows(loaded.rows, query, filter, draft) : []),
    [loaded, query, filter, draft],
  );
  const pages = Math.max(1, Math.ceil(found.length / PER_PAGE));
  const current = Math.min(page, pages);
  const shown = found.slice((current - 1) * PER_PAGE, current * PER_PAGE);

  const edit = (row: StringRow, value: string) =>
    setDraft((before) => {
      const next = new Map(before);
      if (value === row.saved) next.delete(row.key);
      else next.set(row.key, value);
      return next;
    });

  const save = async () => {
    if (savingRef.current || loaded.state !== "ready" || readOnly) return;
    savingRef.current = true;
    setSaving(true);
    setErrors([]);
    try {
      const saved = await saveLanguageStrings(languageId, mergedStrings(loaded.saved, draft));
      const ref = Object.fromEntries(loaded.rows.map((row) => [row.key, row.reference]).filter(([, text]) => text !== ""));
      setLoaded({ state: "ready", saved, rows: stringRows(ref, saved) });
      setDraft(new Map());
      toastSuccess(t("settings.languages.stringsSaved"));
    } catch (error) {
      if (isApiError(error) && error.isValidation) {
        setErrors(Object.values(error.fieldErrors).flat().length ? Object.values(error.fieldErrors).flat() : [error.message]);
        setTimeout(() => alertRef.current?.focus(), 0);
      } else toastError(errorText(error, t, "edit.saveFailed"));
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId} data-testid="language-strings">
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t("settings.languages.stringsTitle", { language: languageName })}
        </Title>
        <Text size="sm">
          {referenceCode
            ? t("settings.languages.stringsHelp", { reference: reference?.name ?? referenceCode })
            : t("settings.languages.stringsNoDefault")}
        </Text>
        {loaded.state === "loading" ? <Loader size="sm" aria-label={t("settings.languages.stringsLoading")} /> : null}
        {loaded.state === "failed" ? (
          <Alert color="red" role="alert">
            {loaded.message}
          </Alert>
        ) : null}
        {loaded.state === "ready" ? (
          <>
            <ErrorSummary ref={alertRef} messages={errors} title={t("edit.fixErrors")} />
            <Group align="flex-end" wrap="wrap">
              <TextInput
                label={t("settings.languages.stringsSearch")}
                type="search"
                leftSection={<IconSearch size={16} aria-hidden="true" />}
                value={query}
                onChange={(event) => {
                  setQuery(event.currentTarget.value);
                  setPage(1);
                }}
                style={{ flex: 1, minWidth: 220 }}
              />
              <SegmentedControl
                aria-label={t("settings.languages.stringsFilter")}
                value={filter}
                onChange={(value) => {
                  setFilter(value as StringFilter);
                  setPage(1);
                }}
                data={[
                  { value: "all", label: t("settings.languages.filterAll") },
                  { value: "missing", label: t("settings.languages.filterMissing") },
                  { value: "changed", label: t("settings.languages.filterChanged") },
                ]}
              />
            </Group>
            <Text size="sm" role="status" data-testid="strings-count">
              {t("settings.languages.stringsCount", { total: found.length, changed: draft.size })}
            </Text>
            <Table.ScrollContainer minWidth={600}>
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t("settings.languages.key")}</Table.Th>
                    <Table.Th scope="col">{t("settings.languages.referenceValue", { language: reference?.name ?? "" })}</Table.Th>
                    <Table.Th scope="col">{t("settings.languages.value", { language: languageName })}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.map((row) => (
                    <Table.Tr key={row.key} data-key={row.key}>
                      <Table.Td style={{ maxWidth: 220, wordBreak: "break-all" }}>
                        <Code>{row.key}</Code>
                      </Table.Td>
                      <Table.Td style={{ maxWidth: 300 }}>
                        <Text size="sm">{row.reference}</Text>
                      </Table.Td>
                      <Table.Td style={{ minWidth: 240 }}>
                        <TextInput
                          aria-label={t("settings.languages.valueOf", { key: row.key })}
                          value={draft.get(row.key) ?? row.saved}
                          readOnly={readOnly}
                          onChange={(event) => edit(row, event.currentTarget.value)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {found.length === 0 ? <Text size="sm">{t("settings.languages.stringsNone")}</Text> : null}
            <Group justify="space-between">
              <Group gap="xs" component="nav" aria-label={t("settings.languages.pages")}>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={t("settings.languages.previousPage")}
                  disabled={current <= 1}
                  onClick={() => setPage(current - 1)}
                >
                  <IconChevronLeft size={16} aria-hidden="true" />
                </ActionIcon>
                <Text size="sm" data-testid="strings-page">
                  {t("settings.languages.page", { page: current, pages })}
                </Text>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={t("settings.languages.nextPage")}
                  disabled={current >= pages}
                  onClick={() => setPage(current + 1)}
                >
                  <IconChevronRight size={16} aria-hidden="true" />
                </ActionIcon>
              </Group>
              {readOnly ? null : (
                <Button
                  onClick={() => void save()}
                  loading={saving}
                  disabled={draft.size === 0}
                  leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
                >
                  {t("settings.languages.stringsSave")}
                </Button>
              )}
            </Group>
          </>
        ) : null}
      </Stack>
      {guard}
    </Paper>
  );
}
