import { Badge, Button, Group, Image, Paper, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { deleteFooterImage, type FooterImageLink } from "~/api/content/footer-links";
import { useAppAbility } from "~/access/can";
import { AppLink } from "~/routing/prefetch";
import { urls } from "~/routing/urls";
import { useConfirmedAction } from "~/ui/feedback/confirmed-action";
import { mediaUrl } from "~/ui/media";
import { RecordIcons, type RecordIconTexts } from "../record-icons";
import { PAYMENT, SOCIAL } from "./footer-images";

/* The footer's payment and social icons (admin-screens §9.4, second tab): two tables with their images. */

const LINK_ICONS: RecordIconTexts = {
  edit: "storefront.footerLinks.edit",
  delete: "storefront.footerLinks.delete",
  deleteQuestion: "storefront.footerLinks.deleteQuestion",
  deleted: "storefront.footerLinks.deleted",
};

function IconTable({ type, links }: { type: number; links: FooterImageLink[] }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const headingId = useId();
  const remove = useConfirmedAction();
  const title = t(type === PAYMENT ? "storefront.footerLinks.payment" : "storefront.footerLinks.social");
  const nameOf = (link: FooterImageLink) => link.title || t("storefront.ordering.linkN", { n: link.id });
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {ability.can("create", "footer_link") ? (
          <Button
            component={AppLink}
            to={`${urls.footerLinks.create()}?type=${type}`}
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
          >
            {t(type === PAYMENT ? "storefront.footerLinks.addPayment" : "storefront.footerLinks.addSocial")}
          </Button>
        ) : null}
      </Group>
      <Table aria-labelledby={headingId} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("storefront.fields.title")}</Table.Th>
            <Table.Th>{t("storefront.fields.link")}</Table.Th>
            <Table.Th>{t("storefront.fields.status")}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t("storefront.ordering.actions")}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {links.map((link) => (
            <Table.Tr key={link.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Image src={mediaUrl(link.image, { thumb: true })} alt={nameOf(link)} w={32} h={32} fit="contain" />
                  <Text size="sm">{link.title}</Text>
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ wordBreak: "break-all" }}>
                  {link.link}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge color={link.status === 1 ? "teal.9" : "gray.7"} variant="filled">
                  {t(link.status === 1 ? "common.public" : "common.private")}
                </Badge>
              </Table.Td>
              <Table.Td>
                <RecordIcons
                  name={nameOf(link)}
                  editTo={urls.footerLinks.edit(link.id)}
                  texts={LINK_ICONS}
                  canDelete={ability.can("delete", "footer_link")}
                  remove={() => deleteFooterImage(link.id)}
                  start={remove.start}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {links.length === 0 ? <Text c="dimmed">{t("storefront.footerLinks.none")}</Text> : null}
      {remove.dialog}
    </Stack>
  );
}

export function ImageLinks({ payment, social }: { payment: FooterImageLink[]; social: FooterImageLink[] }) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <Paper withBorder p="md">
        <IconTable type={PAYMENT} links={payment} />
      </Paper>
      <Paper withBorder p="md">
        <IconTable type={SOCIAL} links={social} />
      </Paper>
    </SimpleGrid>
  );
}
