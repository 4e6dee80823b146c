import { Hono } from "hono";
import { gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { exportProducts } from "./bulk-export";
import { importProducts } from "./bulk-import";

/*
 * Bulk product export/import (contract 5.2) as CSV instead of XLSX: UTF-8, RFC 4180, a header row
 * with the contract's column names (bulk-export.ts); the import writes all rows or none
 * (bulk-import.ts).
 */

export const bulkRoutes = new Hono<Env>();

bulkRoutes.get("/export", gate("bulk_upload.view"), (c) => exportProducts(c));
bulkRoutes.post("/import", gate("bulk_upload.edit"), (c) => importProducts(c));
