import { Alert, Anchor, Checkbox, Grid, Group, MultiSelect, Radio, Select, Stack, TextInput, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { createTag, productUploads, searchTags, type Inventory, type ProductDropdowns } from "~/api/catalog/product";
import { urls } from "~/routing/urls";
import type { EditForm } from "~/ui/edit-page/edit-page";
import { formatPrice, PriceInput, shopCurrency } from "~/ui/inputs/price-input";
import { RichText } from "~/ui/inputs/rich-text";
import { TagSearch } from "~/ui/inputs/tag-search";
import { FieldCols, ResourceForm } from "~/ui/resource/resource-form";
import { InventoryPanel } from "./product-inventory";
import { ProductGallery, ProductVideo } from "./product-media";
import { products, type Product, type ProductValues } from "./product-resource";

/*
 * The product form's layout: its rich text, dates and uploads are heavy, so the list page
 * (product-list.tsx) never imports this module.
 */

const options = (rows: { id: number; title: string }[]) => rows.map((r) => ({ value: String(r.id), label: r.title || `#${r.id}` }));

/** Uploads a picture for the product's rich text (contract §5.41) and answers its URL. */
async function uploadTextImage(productId: number, type: 2 | 3, file: File, html: string): Promise<string> {
  const body = new FormData();
  body.append("photo", file);
  body.append("type", String(type));
  body.append("item_id", String(productId));
  body.append(type === 2 ? "overview" : "description", html);
  return productUploads.textImage(body);
}

/** The flash sales this product is in, with their sale price (admin-screens §5.2, read-only). */
function FlashSaleNotice({ product }: { product: Product }) {
  const { t, i18n } = useTranslation();
  if (product.flash_sale_product.length === 0) return null;
  return (
    <Alert color="blue" title={t("catalog.products.inFlashSale")}>
      <Stack gap={4}>
        {product.flash_sale_product.map((entry) => (
          <span key={entry.flash_sale_id}>
            <Anchor component={Link} to={urls.flashSales.edit(entry.flash_sale_id)} size="sm">
              {entry.flash_sale?.title || `#${entry.flash_sale_id}`}
            </Anchor>
            {" · "}
            {t("catalog.products.flashSalePrice", { price: formatPrice(entry.price, i18n.language) })}
          </span>
        ))}
      </Stack>
    </Alert>
  );
}

function MainFields({ form, dropdowns, record }: { form: EditForm<ProductValues>; dropdowns: ProductDropdowns; record: Product | null }) {
  const { t } = useTranslation();
  const { symbol } = shopCurrency();
  const categoryOptions = options(dropdowns.categories);
  const chosen = categoryOptions.filter((o) => form.values.product_categories.includes(o.value));
  const price = (name: "purchased" | "selling" | "offered", required: boolean) => (
    <PriceInput
      label={`${t(`catalog.fields.${name}`)} (${symbol})`}
      required={required}
      value={form.values[name]}
      onChange={(value) => form.set(name, value)}
      error={form.error(name)}
      name={name}
    />
  );
  const productId = form.recordId === undefined ? undefined : Number(form.recordId);
  return (
    <Stack gap="md">
      <Grid>
        <FieldCols form={form} fields={products.fields} names={["title", "slug"]} />
        {record ? (
          <Grid.Col span={12}>
            <FlashSaleNotice product={record} />
          </Grid.Col>
        ) : null}
        <Grid.Col span={{ base: 12, sm: 4 }}>{price("purchased", true)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{price("selling", true)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>{price("offered", false)}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <MultiSelect
            label={t("catalog.fields.categories")}
            data={categoryOptions}
            value={form.values.product_categories}
            onChange={(value) =>
              form.setMany({
                product_categories: value,
                primary_category_id: value.includes(form.values.primary_category_id) ? form.values.primary_category_id : (value[0] ?? ""),
              })
            }
            searchable
            clearable
            nothingFoundMessage={t("common.noMatches")}
            error={form.error("product_categories")}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label={t("catalog.fields.primaryCategory")}
            data={chosen}
            value={form.values.primary_category_id || null}
            onChange={(value) => form.set("primary_category_id", value ?? "")}
            disabled={chosen.length === 0}
            error={form.error("primary_category_id")}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t("catalog.fields.unit")} required placeholder="1 kg" {...form.text("unit")} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t("catalog.fields.badge")} {...form.text("badge")} />
        </Grid.Col>
      </Grid>
      <RichText
        label={t("catalog.fields.overview")}
        required
        value={form.values.overview}
        onChange={(html) => form.set("overview", html)}
        error={form.error("overview")}
        readOnly={form.readOnly}
        uploadImage={productId ? (file) => uploadTextImage(productId, 2, file, form.values.overview) : undefined}
        imageHint={t("catalog.products.imagesAfterSave")}
      />
      <RichText
        label={t("catalog.fields.description")}
        required
        value={form.values.description}
        onChange={(html) => form.set("description", html)}
        error={form.error("description")}
        readOnly={form.readOnly}
        uploadImage={productId ? (file) => uploadTextImage(productId, 3, file, form.values.description) : undefined}
        imageHint={t("catalog.products.imagesAfterSave")}
      />
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t("catalog.fields.status")}
            data={[
              { value: "1", label: t("common.public") },
              { value: "2", label: t("common.private") },
            ]}
            value={form.values.status}
            onChange={(value) => form.set("status", value ?? "2")}
            allowDeselect={false}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t("catalog.fields.brand")}
            data={options(dropdowns.brands)}
            value={form.values.brand_id || null}
            onChange={(v) => form.set("brand_id", v ?? "")}
            searchable
            clearable
            error={form.error("brand_id")}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <TagSearch
            label={t("catalog.fields.tags")}
            value={form.values.tags}
            onChange={(tags) => form.set("tags", tags)}
            search={searchTags}
            create={createTag}
            error={form.error("tags")}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label={t("catalog.fields.taxRule")}
            required
            data={options(dropdowns.tax_rules)}
            value={form.values.tax_rule_id || null}
            onChange={(v) => form.set("tax_rule_id", v ?? "")}
            error={form.error("tax_rule_id")}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label={t("catalog.fields.shippingRule")}
            required
            data={options(dropdowns.shipping_rules)}
            value={form.values.shipping_rule_id || null}
            onChange={(v) => form.set("shipping_rule_id", v ?? "")}
            error={form.error("shipping_rule_id")}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label={t("catalog.fields.bundleDeal")}
            data={options(dropdowns.bundle_deals)}
            value={form.values.bundle_deal_id || null}
            onChange={(v) => form.set("bundle_deal_id", v ?? "")}
            clearable
            error={form.error("bundle_deal_id")}
          />
        </Grid.Col>
      </Grid>
      {dropdowns.product_collections.length > 0 ? (
        <Checkbox.Group
          label={t("catalog.fields.collections")}
          value={form.values.product_collections}
          onChange={(v) => form.set("product_collections", v)}
          error={form.error("product_collections")}
        >
          <Group mt={4}>
            {dropdowns.product_collections.map((c) => (
              <Checkbox key={c.id} value={String(c.id)} label={c.title} />
            ))}
          </Group>
        </Checkbox.Group>
      ) : null}
      <Group gap="xl">
        <Radio.Group label={t("catalog.fields.refundable")} value={form.values.refundable} onChange={(v) => form.set("refundable", v)}>
          <Group mt={4}>
            <Radio value="1" label={t("common.yes")} />
            <Radio value="2" label={t("common.no")} />
          </Group>
        </Radio.Group>
        <Radio.Group label={t("catalog.fields.warranty")} value={form.values.warranty} onChange={(v) => form.set("warranty", v)}>
          <Group mt={4}>
            <Radio value="1" label={t("common.yes")} />
            <Radio value="2" label={t("common.no")} />
          </Group>
        </Radio.Group>
      </Group>
      <Title order={2} size="h4">
        {t("catalog.products.seo")}
      </Title>
      <Grid>
        <FieldCols form={form} fields={products.fields} names={["meta_title", "meta_keywords", "meta_description"]} />
      </Grid>
    </Stack>
  );
}

/**
 * The product's page: its fields, its pictures beside them and, once it exists, its variants under
 * them, all saved by the one Save (the variants and a chosen cover are parts of the form).
 */
export function ProductForm({
  record,
  dropdowns,
  inventory,
}: {
  record: Product | null;
  dropdowns: ProductDropdowns;
  inventory: Inventory[];
}) {
  return (
    <ResourceForm
      resource={products}
      record={record}
      after={() =>
        record ? <InventoryPanel key={record.id} productId={record.id} attributes={dropdowns.attributes} initial={inventory} /> : null
      }
      aside={(form) => (
        <>
          {record ? <ProductGallery product={record} attributes={dropdowns.attributes} readOnly={form.readOnly} /> : null}
          <ProductVideo product={record} readOnly={form.readOnly} onCreated={(id) => form.leaveTo(urls.products.edit(id))} />
        </>
      )}
    >
      {(form) => <MainFields form={form} dropdowns={dropdowns} record={record} />}
    </ResourceForm>
  );
}
