import { Alert, Anchor, Badge, Button, Card, FileButton, Group, List, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import { IconDownload, IconFileImport } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppAbility } from "~/access/can";
import { exportProducts, IMAGES_UPLOAD_PATH, importProducts, MAX_IMAGES_PER_UPLOAD } from "~/api/catalog/bulk";
import { errorMessages, errorText } from "~/ui/feedback/error-text";
import { toastError, toastSuccess } from "~/ui/feedback/toast";
import { MultiImageUpload } from "~/ui/inputs/multi-image-upload";
import { downloadBlob } from "~/ui/list-page/csv";
import { mediaLimits } from "~/ui/media";
import { urls } from "~/routing/urls";
import { checkBulkFile, type BulkCheck } from "./bulk-check";

function ExportCard() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { blob, fileName } = await exportProducts();
      downloadBlob(fileName, blob);
    } catch (error) {
      toastError(errorText(error, t, "list.exportFailed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("bulk.exportTitle")}
        </Title>
        <Text size="sm">{t("bulk.exportHelp")}</Text>
        <Button
          onClick={run}
          loading={busy}
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          style={{ alignSelf: "flex-start" }}
        >
          {t("bulk.export")}
        </Button>
      </Stack>
    </Card>
  );
}

function ImportCard() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<BulkCheck | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const maxKb = mediaLimits().file;

  const pick = async (picked: File | null) => {
    setServerErrors([]);
    setFile(picked);
    setCheck(picked ? checkBulkFile(await picked.text()) : null);
  };
  const problems = check ? check.missingColumns.length + check.rows.reduce((n, r) => n + r.problems.length, 0) : 0;

  const send = async () => {
    if (!file || busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setServerErrors([]);
    try {
      await importProducts(file);
      toastSuccess(t("bulk.imported", { count: check?.rows.length ?? 0 }));
      setFile(null);
      setCheck(null);
    } catch (error) {
      setServerErrors(errorMessages(error, t, "bulk.importFailed"));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("bulk.importTitle")}
        </Title>
        <Text size="sm">{t("bulk.importHelp")}</Text>
        <Text size="xs" c="dimmed">
          {t("bulk.columns", { columns: "Title, Badge, Unit, …, Inventories, Images" })}
        </Text>
        <Group>
          <FileButton onChange={pick} accept=".csv,text/csv">
            {(props) => (
              <Button variant="default" {...props}>
                {t("bulk.chooseFile")}
              </Button>
            )}
          </FileButton>
          {file ? <Text size="sm">{file.name}</Text> : null}
        </Group>
        {file && file.size > maxKb * 1024 ? (
          <Text size="sm" c="red">
            {t("upload.tooLarge", { max: maxKb })}
          </Text>
        ) : null}
        {check ? (
          <>
            {check.missingColumns.length ? (
              <Alert color="red" title={t("bulk.missingColumns")}>
                {check.missingColumns.join(", ")}
              </Alert>
            ) : null}
            <Text size="sm" fw={500} aria-live="polite">
              {problems === 0 ? t("bulk.previewOk", { count: check.rows.length }) : t("bulk.previewProblems", { count: problems })}
            </Text>
            <Table.ScrollContainer minWidth={500} mah={360}>
              <Table striped>
                <Table.Caption>{t("bulk.preview")}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("bulk.line")}</Table.Th>
                    <Table.Th>{t("catalog.fields.title")}</Table.Th>
                    <Table.Th>Id</Table.Th>
                    <Table.Th>{t("catalog.fields.selling")}</Table.Th>
                    <Table.Th>{t("bulk.check")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {check.rows.map((row) => (
                    <Table.Tr key={row.line}>
                      <Table.Td>{row.line}</Table.Td>
                      <Table.Td>{row.title || "—"}</Table.Td>
                      <Table.Td>
                        {row.id ? (
                          row.id
                        ) : (
                          <Badge variant="filled" color="gray.7">
                            {t("bulk.new")}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>{row.selling}</Table.Td>
                      <Table.Td>
                        {row.problems.length === 0 ? (
                          <Text size="sm" c="teal.9">
                            {t("bulk.rowOk")}
                          </Text>
                        ) : (
                          <List size="sm" c="red.9">
                            {row.problems.map((p, i) => (
                              <List.Item key={i}>{t(p.key, p.params)}</List.Item>
                            ))}
                          </List>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        ) : null}
        {serverErrors.length ? (
          <Alert color="red" title={t("bulk.importFailed")} role="alert">
            <List size="sm">
              {serverErrors.map((m) => (
                <List.Item key={m}>{m}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        <Button
          onClick={send}
          loading={busy}
          disabled={!file || !check || problems > 0 || check.rows.length === 0}
          leftSection={<IconFileImport size={16} aria-hidden="true" />}
          style={{ alignSelf: "flex-start" }}
        >
          {t("bulk.import")}
        </Button>
      </Stack>
    </Card>
  );
}

function ImagesCard() {
  const { t } = useTranslation();
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("bulk.imagesTitle")}
        </Title>
        <Text size="sm">
          {t("bulk.imagesHelp", { max: MAX_IMAGES_PER_UPLOAD })}{" "}
          <Anchor component={Link} to={urls.images()}>
            {t("bulk.viewImages")}
          </Anchor>
        </Text>
        <MultiImageUpload
          path={IMAGES_UPLOAD_PATH}
          max={MAX_IMAGES_PER_UPLOAD}
          label={t("bulk.uploadImages")}
          onUploaded={() => undefined}
        />
      </Stack>
    </Card>
  );
}

/** Bulk upload (admin-screens §5.14): export, import with a preview, images in bulk. */
export function BulkUpload() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const canView = ability.can("view", "bulk_upload");
  const canEdit = ability.can("edit", "bulk_upload");
  return (
    <Stack gap="md">
      {canView ? <ExportCard /> : null}
      {canEdit ? <ImportCard /> : null}
      {canEdit ? <ImagesCard /> : null}
      {!canView && !canEdit ? <Alert color="gray">{t("bulk.nothingAllowed")}</Alert> : null}
    </Stack>
  );
}
