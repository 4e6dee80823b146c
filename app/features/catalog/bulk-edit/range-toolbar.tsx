import { Button, Group, NumberInput, Select } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isNumeric, type GridColumn } from "./columns";
import { needsAmount, RANGE_OPS, type RangeOp } from "./range-ops";

export interface RangeToolbarProps {
  /** The selection's column where it is one numeric column; null otherwise (the action is off). */
  column: GridColumn | null;
  onApply: (op: RangeOp, amount: number) => void;
}

/** Set to, + / − an amount, + / − a percentage, round to .99, on the selected cells of one column. */
export function RangeToolbar({ column, onApply }: RangeToolbarProps) {
  const { t } = useTranslation();
  const [op, setOp] = useState<RangeOp>("addPercent");
  const [amount, setAmount] = useState<number | string>(10);
  const usable = column !== null && isNumeric(column);
  const value = typeof amount === "number" ? amount : Number(String(amount).replace(",", "."));
  const ready = usable && (!needsAmount(op) || Number.isFinite(value));
  return (
    <Group gap="xs" align="flex-end" role="group" aria-label={t("catalog.bulkEdit.range.title")} data-range-toolbar>
      <Select
        label={t("catalog.bulkEdit.range.action")}
        data={RANGE_OPS.map((value) => ({ value, label: t(`catalog.bulkEdit.range.ops.${value}`) }))}
        value={op}
        onChange={(next) => next && setOp(next as RangeOp)}
        allowDeselect={false}
        w={190}
      />
      {needsAmount(op) ? (
        <NumberInput label={t("catalog.bulkEdit.range.amount")} value={amount} onChange={setAmount} decimalScale={2} w={110} hideControls />
      ) : null}
      <Button variant="light" disabled={!ready} onClick={() => onApply(op, needsAmount(op) ? value : 0)}>
        {usable && column ? t("catalog.bulkEdit.range.applyTo", { column: t(column.label) }) : t("catalog.bulkEdit.range.pickColumn")}
      </Button>
    </Group>
  );
}
