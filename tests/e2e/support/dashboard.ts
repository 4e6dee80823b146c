import { expect, type Page } from "@playwright/test";
import type { ShopApi } from "./api";

/** The dashboard screen (`/`): its blocks, figures, month picker and period picker. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto("/admin/");
    await expect(this.page.getByRole("heading", { level: 1 })).toBeVisible();
  }

  block(name: "totals" | "activity" | "chart" | "statistic") {
    return this.page.locator(`[data-dashboard-block="${name}"]`);
  }

  /** A figure's shown text, by its name (products, users, orders, sales, cancelled, status-1 …). */
  figure(name: string) {
    return this.page.locator(`[data-figure="${name}"]`);
  }

  /** A figure read back as a whole number (thousands separators dropped). */
  async count(name: string): Promise<number> {
    return Number((await this.figure(name).innerText()).replace(/\D/g, ""));
  }

  /** An amount's cents as shown ("1.234,50 €" → 123450). */
  async cents(name: string): Promise<number> {
    return Number((await this.figure(name).innerText()).replace(/\D/g, ""));
  }

  /** A statistic counter's link to the orders list (cancelled, status-1 …). */
  counterLink(name: string) {
    return this.page.locator(`[data-counter-link="${name}"]`);
  }

  chartData() {
    return this.block("chart").locator("[data-chart-month]");
  }

  async chooseMonth(label: string) {
    await this.page.getByRole("textbox", { name: "Mese" }).click();
    await this.page.getByRole("option", { name: label, exact: true }).click();
  }

  async choosePeriod(label: string) {
    await this.page.getByRole("textbox", { name: "Periodo" }).click();
    await this.page.getByRole("option", { name: label, exact: true }).click();
  }

  topRows(list: "categories" | "brands" | "products") {
    return this.page.locator(`[data-top="${list}"] tbody tr[data-row-id]`);
  }

  errorIn(name: "totals" | "activity" | "chart" | "statistic") {
    return this.block(name).getByRole("alert");
  }
}

export interface DashboardTotals {
  users: number;
  products: number;
  orders: number;
  orders_amount: number;
}

/** What the API answers the signed-in account (counters, one month's chart, the all-time statistic). */
export const dashboardApi = {
  totals: async (api: ShopApi) => (await api.ok<{ dashboard: DashboardTotals }>("GET", "dashboard?dashboard=false")).dashboard,
  chart: async (api: ShopApi, year: number, month: number, zone: string) =>
    (
      await api.ok<{ chart_data: { monthly_order: Array<{ time: string; total: number; value: number }> } }>(
        "GET",
        `dashboard?dashboard=true&year=${year}&month=${month}&time_zone=${encodeURIComponent(zone)}`,
      )
    ).chart_data.monthly_order,
  statistic: async (api: ShopApi) =>
    api.ok<{ statistics: Array<{ status: number; total: number }>; cancelled: number; products: Array<{ id: number }> }>(
      "GET",
      "order-statistic",
    ),
};
