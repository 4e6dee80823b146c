import { Alert, Anchor, Checkbox, Grid, Group, MultiSelect, Radio, Select, Stack, TextInput, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { createTag, productUploadPaths, saveProduct, searchTags, type Product, type ProductDropdowns, type ProductInput } from "~/api/catalog/product";
import type { EditDescription, EditForm } from "~/ui/edit-page/edit-page";
import { RecordForm } from "~/ui/edit-page/record-form";
import { rules } from "~/ui/edit-page/rules";
import { formatPrice, PriceInput, shopCurrency } from "~/ui/inputs/price-input";
import { RichText } from "~/ui/inputs/rich-text";
import { TagSearch } from "~/ui/inputs/tag-search";
import { uploadWithProgress } from "~/ui/inputs/upload";
import { ProductGallery, ProductVideo } from "./product-media";

/*
 * The product form: its rich text, dates and uploads are heavy, so the list page lives in
 * product-list.tsx and never imports this module.
 */
import { catalogFields, flagString, imageField, MetaDescriptionInput, MetaKeywordsInput, MetaTitleInput, RecordImage, seoRules, TitleSlugFields } from "./shared";

export interface ProductValues {
  title: string;
  slug: string;
  purchased: number | string;
  selling: number | string;
  offered: number | string;
  product_categories: string[];
  primary_category_id: string;
  unit: string;
  badge: string;
  overview: string;
  description: string;
  status: string;
  brand_id: string;
  tags: string[];
  tax_rule_id: string;
  shipping_rule_id: string;
  bundle_deal_id: string;
  product_collections: string[];
  refundable: string;
  warranty: string;
  meta_title: string;
  meta_keywords: string;
  meta_description: string;
  image: string;
}

const idString = (v: number | null | undefined) => (v ? String(v) : "");
/** Tags are stored as a comma string `,a,b,` (contract §5.9). */
export const parseTags = (raw: string) => raw.split(",").map((t) => t.trim()).filter(Boolean);
export const joinTags = (tags: string[]) => (tags.length ? `,${tags.join(",")},` : "");

export const productValues = (p: Product | null): ProductValues => ({
  title: p?.title ?? "",
  slug: p?.slug ?? "",
  purchased: p?.purchased || "",
  selling: p?.selling || "",
  offered: p?.offered || "",
  product_categories: (p?.product_categories ?? []).map((c) => String(c.category_id)),
  primary_category_id: idString(p?.primary_category_id ?? p?.product_categories.find((c) => c.primary === 1)?.category_id),
  unit: p?.unit ?? "",
  badge: p?.badge ?? "",
  overview: p?.overview ?? "",
  description: p?.description ?? "",
  status: flagString(p?.status),
  brand_id: idString(p?.brand_id),
  tags: parseTags(p?.tags ?? ""),
  tax_rule_id: idString(p?.tax_rule_id),
  shipping_rule_id: idString(p?.shipping_rule_id),
  bundle_deal_id: idString(p?.bundle_deal_id),
  product_collections: (p?.product_collections ?? []).map((c) => String(c.product_collection_id)),
  // New products are refundable and under warranty unless said otherwise (admin-screens §5.2).
  refundable: p ? (p.refundable === 1 ? "1" : "2") : "1",
  warranty: p ? (p.warranty === 1 ? "1" : "2") : "1",
  meta_title: p?.meta_title ?? "",
  meta_keywords: p?.meta_keywords ?? "",
  meta_description: p?.meta_description ?? "",
  image: p?.image ?? "",
});

export const productPayload = (v: ProductValues): ProductInput => {
  const categories = v.product_categories.map(Number);
  const primary = v.primary_category_id && v.product_categories.includes(v.primary_category_id) ? Number(v.primary_category_id) : (categories[0] ?? null);
  return {
    title: v.title.trim(),
    slug: v.slug.trim(),
    unit: v.unit.trim(),
    badge: v.badge.trim(),
    meta_title: v.meta_title.trim(),
    meta_description: v.meta_description.trim(),
    meta_keywords: v.meta_keywords.trim(),
    description: v.description,
    overview: v.overview,
    tags: joinTags(v.tags),
    selling: Number(v.selling || 0),
    purchased: Number(v.purchased || 0),
    offered: Number(v.offered || 0),
    status: Number(v.status),
    tax_rule_id: Number(v.tax_rule_id || 0),
    shipping_rule_id: Number(v.shipping_rule_id || 0),
    brand_id: v.brand_id ? Number(v.brand_id) : null,
    bundle_deal_id: v.bundle_deal_id ? Number(v.bundle_deal_id) : null,
    warranty: Number(v.warranty),
    refundable: Number(v.refundable),
    product_categories: categories,
    primary_category_id: primary,
    product_collections: v.product_collections.map(Number),
  };
};

const description: EditDescription<ProductValues> = {
  subject: "product",
  listPath: "/products",
  editPath: (id) => `/products/${id}`,
  fields: [
    ...catalogFields("title", "slug"),
    { name: "purchased", label: "catalog.fields.purchased" },
    { name: "selling", label: "catalog.fields.selling" },
    { name: "offered", label: "catalog.fields.offered" },
    { name: "product_categories", label: "catalog.fields.categories" },
    { name: "primary_category_id", label: "catalog.fields.primaryCategory" },
    { name: "unit", label: "catalog.fields.unit" },
    { name: "badge", label: "catalog.fields.badge" },
    { name: "overview", label: "catalog.fields.overview" },
    { name: "description", label: "catalog.fields.description" },
    { name: "status", label: "catalog.fields.status" },
    { name: "brand_id", label: "catalog.fields.brand" },
    { name: "tags", label: "catalog.fields.tags" },
    { name: "tax_rule_id", label: "catalog.fields.taxRule" },
    { name: "shipping_rule_id", label: "catalog.fields.shippingRule" },
    { name: "bundle_deal_id", label: "catalog.fields.bundleDeal" },
    { name: "product_collections", label: "catalog.fields.collections" },
    { name: "refundable", label: "catalog.fields.refundable" },
    { name: "warranty", label: "catalog.fields.warranty" },
    ...catalogFields("meta_title", "meta_keywords", "meta_description"),
    imageField,
  ],
  knownMessages: { "slug already exists": "slug" },
  schema: z
    .object({
      title: rules.required(),
      slug: rules.optionalSlug(),
      purchased: rules.positive(),
      selling: rules.positive(),
      offered: rules.nonNegative(),
      unit: rules.required(),
      overview: rules.required(),
      description: rules.required(),
      tax_rule_id: rules.requiredId(),
      shipping_rule_id: rules.requiredId(),
      ...seoRules(),
    })
    .refine((v) => !Number(v.offered) || Number(v.offered) < Number(v.selling), { path: ["offered"], message: "validation.offeredBelowSelling" }),
};

const options = (rows: { id: number; title: string }[]) => rows.map((r) => ({ value: String(r.id), label: r.title || `#${r.id}` }));

/** Uploads a picture for the product's rich text (contract §5.41) and answers its URL. */
async function uploadTextImage(productId: number, type: 2 | 3, file: File, html: string): Promise<string> {
  const body = new FormData();
  body.append("photo", file);
  body.append("type", String(type));
  body.append("item_id", String(productId));
  body.append(type === 2 ? "overview" : "description", html);
  const answer = await uploadWithProgress<{ url?: string; image?: string }>("wysiwyg-image/upload", body);
  return answer.url ?? answer.image ?? "";
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
            <Anchor component={Link} to={`/flash-sales/${entry.flash_sale_id}`} size="sm">
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
        <TitleSlugFields form={form} slugRequired={false} />
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
              form.setMany({ product_categories: value, primary_category_id: value.includes(form.values.primary_category_id) ? form.values.primary_category_id : (value[0] ?? "") })
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
          <Select label={t("catalog.fields.brand")} data={options(dropdowns.brands)} value={form.values.brand_id || null} onChange={(v) => form.set("brand_id", v ?? "")} searchable clearable error={form.error("brand_id")} />
        </Grid.Col>
        <Grid.Col span={12}>
          <TagSearch label={t("catalog.fields.tags")} value={form.values.tags} onChange={(tags) => form.set("tags", tags)} search={searchTags} create={createTag} error={form.error("tags")} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select label={t("catalog.fields.taxRule")} required data={options(dropdowns.tax_rules)} value={form.values.tax_rule_id || null} onChange={(v) => form.set("tax_rule_id", v ?? "")} error={form.error("tax_rule_id")} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select label={t("catalog.fields.shippingRule")} required data={options(dropdowns.shipping_rules)} value={form.values.shipping_rule_id || null} onChange={(v) => form.set("shipping_rule_id", v ?? "")} error={form.error("shipping_rule_id")} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select label={t("catalog.fields.bundleDeal")} data={options(dropdowns.bundle_deals)} value={form.values.bundle_deal_id || null} onChange={(v) => form.set("bundle_deal_id", v ?? "")} clearable error={form.error("bundle_deal_id")} />
        </Grid.Col>
      </Grid>
      {dropdowns.product_collections.length > 0 ? (
        <Checkbox.Group label={t("catalog.fields.collections")} value={form.values.product_collections} onChange={(v) => form.set("product_collections", v)} error={form.error("product_collections")}>
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
      <MetaTitleInput form={form} />
      <MetaKeywordsInput form={form} />
      <MetaDescriptionInput form={form} />
    </Stack>
  );
}

const saveForm = (values: ProductValues, id?: number | string) => saveProduct(productPayload(values), id);

export function ProductForm({ record, dropdowns }: { record: Product | null; dropdowns: ProductDropdowns }) {
  return (
    <RecordForm
      record={record}
      description={description}
      toValues={productValues}
      save={saveForm}
      aside={(form) => (
        <Stack gap="lg">
          <RecordImage
            form={form}
            label="catalog.products.cover"
            existing={record !== null}
            uploadPath={productUploadPaths.image(record?.id)}
            fields={record ? undefined : { tax_rule_id: form.values.tax_rule_id, shipping_rule_id: form.values.shipping_rule_id }}
            saveTo={saveForm}
            editPath={description.editPath}
          />
          {record ? <ProductGallery product={record} attributes={dropdowns.attributes} readOnly={form.readOnly} /> : null}
          <ProductVideo product={record} readOnly={form.readOnly} onCreated={(id) => form.leaveTo(`/products/${id}`)} />
        </Stack>
      )}
    >
      {(form) => <MainFields form={form} dropdowns={dropdowns} record={record} />}
    </RecordForm>
  );
}

