import { Grid, NavLink, Paper } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

export interface SettingsTab {
  /** In-app path of the panel. */
  href: string;
  /** Translated name. */
  label: string;
  active: boolean;
}

/**
 * The settings screens' two columns (admin-screens §10): the list of panels on the left, the
 * open panel on the right; stacked on narrow screens.
 */
export function SettingsLayout({ label, tabs, children }: { label: string; tabs: readonly SettingsTab[]; children: ReactNode }) {
  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Paper withBorder p={4} component="nav" aria-label={label}>
          {tabs.map((tab) => (
            <NavLink
              key={tab.href}
              component={Link}
              to={tab.href}
              label={tab.label}
              active={tab.active}
              aria-current={tab.active ? "page" : undefined}
            />
          ))}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>{children}</Grid.Col>
    </Grid>
  );
}
