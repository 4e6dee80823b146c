import { Tooltip, type TooltipProps } from "@mantine/core";

/** Mantine's Tooltip as a module of its own, for LazyTooltip (lazy-tooltip.tsx). */
export default function TooltipPart(props: TooltipProps) {
  return <Tooltip {...props} />;
}
