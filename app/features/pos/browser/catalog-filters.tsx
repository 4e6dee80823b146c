import { memo } from "react";
import { useTranslation } from "react-i18next";
import { brandLookup, categoryLookup } from "~/api/catalog/lookups";
import { RecordPicker } from "~/ui/inputs/record-picker";
import { pickerOf } from "~/ui/inputs/record-search";

/*
 * The category and brand pickers of the browser (type-ahead over `category/all-categories` and
 * `brand/all-brands`). Memoised: typing in the search field does not re-render them.
 */

const categoryPicker = pickerOf(categoryLookup);
const brandPicker = pickerOf(brandLookup);

function Filters({
  category,
  brand,
  onCategory,
  onBrand,
}: {
  category: string;
  brand: string;
  onCategory: (id: string) => void;
  onBrand: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <RecordPicker
        label={t("pos.browser.category")}
        placeholder={t("pos.browser.anyCategory")}
        value={category}
        onChange={onCategory}
        {...categoryPicker}
        style={{ flex: "1 1 8.5rem", minWidth: 0 }}
      />
      <RecordPicker
        label={t("pos.browser.brand")}
        placeholder={t("pos.browser.anyBrand")}
        value={brand}
        onChange={onBrand}
        {...brandPicker}
        style={{ flex: "1 1 8.5rem", minWidth: 0 }}
      />
    </>
  );
}

export const CatalogFilters = memo(Filters);
