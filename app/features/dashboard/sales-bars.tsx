import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";

/**
 * The bar chart itself (Mantine charts on recharts): loaded on its own, after the dashboard shows,
 * so the route's JavaScript stays small. Drawing only; the figures are in the table beside it.
 */
export default function SalesBars({
  days,
  amountLabel,
  dayLabel,
  format,
  axisFormat,
}: {
  days: Array<{ day: string; value: number }>;
  amountLabel: string;
  dayLabel: string;
  format: (value: number) => string;
  /** The value axis' labels: short ("32K €"), so they do not wrap. */
  axisFormat: (value: number) => string;
}) {
  // Hidden from assistive technology, and not focusable (recharts' keyboard layer off): the same
  // figures are in the table beside it.
  return (
    <div aria-hidden="true">
      <BarChart
        h={260}
        data={days}
        dataKey="day"
        series={[{ name: "value", label: amountLabel, color: "blue.8" }]}
        xAxisLabel={dayLabel}
        valueFormatter={format}
        yAxisProps={{ tickFormatter: axisFormat }}
        tickLine="y"
        barChartProps={{ accessibilityLayer: false }}
      />
    </div>
  );
}
