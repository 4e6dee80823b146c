import type { TranslationKey } from "~/i18n/keys";
import { Button, Fieldset, Grid, Group, NumberInput, Stack, Switch, Text, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { countries as loadCountries, type Country } from "~/api/marketing/countries";
import { numberOrZero, text } from "~/api/resource";
import { FieldError } from "~/ui/inputs/field-error";
import { PriceInput } from "~/ui/inputs/price-input";
import type { Field, FieldInputProps } from "~/ui/resource/fields";
import { ALL, CountrySelect, StateSelect } from "./country-select";
import type { NumberValue } from "./fields";
import { RowToggle } from "./flash-sale-items";
import { liveRows, removeRow, restoreRow, type SoftRow } from "./soft-list";

/*
 * A shipping rule's places (contract 5.40 `shipping_places`): where it delivers (a country or all,
 * a state or all), at what price, in how many days, and optionally a pickup point. A place is
 * deleted softly (undo until saved) and the last one cannot go: a rule keeps at least one.
 */

const PICKUP_TEXTS = [
  ["pickup_phone", "marketing.fields.pickupPhone"],
  ["pickup_address_line_1", "marketing.fields.pickupAddress1"],
  ["pickup_address_line_2", "marketing.fields.pickupAddress2"],
  ["pickup_city", "marketing.fields.pickupCity"],
  ["pickup_state", "marketing.fields.pickupState"],
  ["pickup_zip", "marketing.fields.pickupZip"],
  ["pickup_country", "marketing.fields.pickupCountry"],
] as const;
type PickupText = (typeof PICKUP_TEXTS)[number][0];

const placeSchema = z.looseObject({
  id: z.coerce.number(),
  country: text,
  state: text,
  price: numberOrZero,
  day_needed: numberOrZero,
  pickup_point: numberOrZero,
  pickup_price: numberOrZero,
  ...Object.fromEntries(PICKUP_TEXTS.map(([key]) => [key, text])),
});
type PlaceApi = z.infer<typeof placeSchema> & Record<PickupText, string>;

export type Place = SoftRow &
  Record<PickupText, string> & {
    country: string;
    state: string;
    price: NumberValue;
    day_needed: NumberValue;
    pickup_point: boolean;
    pickup_price: NumberValue;
  };

const emptyPlace = (): Place => ({
  deleted: false,
  country: ALL,
  state: ALL,
  price: "",
  day_needed: "",
  pickup_point: false,
  pickup_price: "",
  ...(Object.fromEntries(PICKUP_TEXTS.map(([key]) => [key, ""])) as Record<PickupText, string>),
});

/** The country list for the pickers (loaded once per page load). */
function useCountries(): Country[] {
  const [list, setList] = useState<Country[]>([]);
  useEffect(() => {
    let live = true;
    // Without the list the pickers still offer "all" and the stored values.
    loadCountries().then(
      (found) => live && setList(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return list;
}

interface PlaceProps {
  place: Place;
  index: number;
  countries: Country[];
  readOnly: boolean;
  /** The only place left: it cannot be deleted. */
  last: boolean;
  onChange: (place: Place) => void;
  onToggle: () => void;
}

function PlaceBlock({ place, index, countries, readOnly, last, onChange, onToggle }: PlaceProps) {
  const { t } = useTranslation();
  const n = index + 1;
  const set = <K extends keyof Place>(key: K, value: Place[K]) => onChange({ ...place, [key]: value });
  const disabled = readOnly || place.deleted;
  const toggleLabel = t(place.deleted ? "marketing.shippingRules.undoDelete" : "marketing.shippingRules.deletePlace", { n });
  return (
    <Fieldset legend={t("marketing.shippingRules.place", { n })} opacity={place.deleted ? 0.6 : 1}>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <CountrySelect
            label={t("marketing.fields.country")}
            countries={countries}
            value={place.country}
            onChange={(country) => onChange({ ...place, country, state: ALL })}
            disabled={disabled}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <StateSelect
            label={t("marketing.fields.state")}
            country={countries.find((c) => c.code === place.country)}
            value={place.state}
            onChange={(state) => set("state", state)}
            disabled={disabled || place.country === ALL}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <PriceInput label={t("marketing.fields.price")} value={place.price} onChange={(v) => set("price", v)} disabled={disabled} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <NumberInput
            label={t("marketing.fields.dayNeeded")}
            min={0}
            allowNegative={false}
            allowDecimal={false}
            value={place.day_needed}
            onChange={(v) => set("day_needed", v)}
            disabled={disabled}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Switch
            label={t("marketing.fields.pickupPoint")}
            checked={place.pickup_point}
            onChange={(event) => set("pickup_point", event.currentTarget.checked)}
            disabled={disabled}
          />
        </Grid.Col>
        {place.pickup_point ? (
          <>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <PriceInput
                label={t("marketing.fields.pickupPrice")}
                value={place.pickup_price}
                onChange={(v) => set("pickup_price", v)}
                disabled={disabled}
              />
            </Grid.Col>
            {PICKUP_TEXTS.map(([key, label]) => (
              <Grid.Col key={key} span={{ base: 12, sm: 6 }}>
                <TextInput
                  label={t(label)}
                  value={place[key]}
                  onChange={(event) => set(key, event.currentTarget.value)}
                  disabled={disabled}
                />
              </Grid.Col>
            ))}
          </>
        ) : null}
      </Grid>
      <Group justify="space-between" mt="sm">
        <Text size="sm" c="dimmed">
          {place.deleted ? t("marketing.shippingRules.deleted") : last ? t("marketing.shippingRules.lastPlace") : null}
        </Text>
        {/* Enabled on a deleted place: it can be brought back until the rule is saved. */}
        <RowToggle deleted={place.deleted} label={toggleLabel} disabled={readOnly || (last && !place.deleted)} onClick={onToggle} />
      </Group>
    </Fieldset>
  );
}

function PlacesEditor({ form, name, label }: FieldInputProps) {
  const { t } = useTranslation();
  const countries = useCountries();
  const places = (form.values[name] ?? []) as Place[];
  const set = (next: Place[]) => form.set(name, next);
  const live = liveRows(places).length;
  const error = form.error(name);
  return (
    <Stack gap="sm" role="group" aria-label={label}>
      {places.map((place, index) => (
        <PlaceBlock
          key={place.id ?? `new-${index}`}
          place={place}
          index={index}
          countries={countries}
          readOnly={form.readOnly}
          last={live === 1 && !place.deleted}
          onChange={(next) => set(places.map((p, i) => (i === index ? next : p)))}
          onToggle={() => set(place.deleted ? restoreRow(places, index) : removeRow(places, index))}
        />
      ))}
      <FieldError error={error} />
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={form.readOnly}
          onClick={() => set([...places, emptyPlace()])}
        >
          {t("marketing.shippingRules.addPlace")}
        </Button>
      </Group>
    </Stack>
  );
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/** The rule's places as a toolkit field; a new rule starts with one place. */
export function placesField(label: TranslationKey): Field<PlaceApi[], Place[]> {
  return {
    api: z._default(z.optional(z.array(placeSchema)), []) as unknown as z.ZodMiniType<PlaceApi[]>,
    label,
    toForm: (rows) =>
      rows?.length
        ? rows.map((r) => ({
            id: r.id,
            deleted: false,
            country: r.country || ALL,
            state: r.state || ALL,
            price: r.price,
            day_needed: r.day_needed,
            pickup_point: r.pickup_point === 1,
            pickup_price: r.pickup_price,
            ...(Object.fromEntries(PICKUP_TEXTS.map(([key]) => [key, r[key] ?? ""])) as Record<PickupText, string>),
          }))
        : [emptyPlace()],
    toPayload: (places) =>
      places.map((p) => ({
        ...(p.id === undefined ? {} : { id: p.id }),
        deleted: p.deleted,
        country: p.country || ALL,
        // "All states" is no state.
        state: p.state === ALL ? null : p.state,
        price: Number(p.price) || 0,
        day_needed: Number(p.day_needed) || 0,
        pickup_point: p.pickup_point ? 1 : 0,
        pickup_price: p.pickup_point ? Number(p.pickup_price) || 0 : 0,
        ...Object.fromEntries(PICKUP_TEXTS.map(([key]) => [key, p.pickup_point ? orNull(p[key]) : null])),
      })),
    // The places' own messages ("The country field is required.") belong here.
    aliases: ["country", "day_needed", "pickup_price"],
    Input: PlacesEditor,
  };
}
