import { Box, Group } from "@mantine/core";
import type { ReactNode, Ref } from "react";

/**
 * For a Mantine input's `inputContainer`: puts a button beside the input itself, so its label,
 * description and error keep their places above and below (and the button lines up with the box).
 */
export function besideInput(side: ReactNode, boxRef?: Ref<HTMLDivElement>) {
  return function InputWithSide(input: ReactNode) {
    return (
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Box ref={boxRef} style={{ flex: 1 }}>
          {input}
        </Box>
        {side}
      </Group>
    );
  };
}
