import { Grid, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A heading across a form's grid, opening a group of fields (a settings panel's sections). */
export function GridSectionTitle({ children }: { children: ReactNode }) {
  return (
    <Grid.Col span={12}>
      <Title order={2} size="h4">
        {children}
      </Title>
    </Grid.Col>
  );
}
