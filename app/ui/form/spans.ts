import type { GridColProps } from "@mantine/core";

/** How wide a form field's grid cell is, by screen size (Mantine's Grid.Col span). */
export type Span = GridColProps["span"];

/** Half the form's width from small screens up, the whole width on a phone. */
export const HALF: Span = { base: 12, sm: 6 };
/** A third of the form's width from small screens up, the whole width on a phone. */
export const THIRD: Span = { base: 12, sm: 4 };
/** A quarter of the form's width from small screens up, half on a phone (two short fields side by side). */
export const QUARTER: Span = { base: 6, sm: 3 };
