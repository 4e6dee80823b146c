import { Hono } from "hono";
import { gate } from "../../http/auth";
import type { Env } from "../../http/env";
import { notFoundB, ok } from "../../http/envelope";
import { requestLanguage } from "../../http/i18n";
import { deleteUpload } from "../../http/uploads";
import { optionalOneOf } from "../../http/validate";
import { hideAdmin, ownRows, parseId } from "../../http/crud-kit";
import { overlayRows } from "../translations";
import { LANG } from "./common";
import { sourcedHelpers } from "./sourced";
import { SLIDER_OWNER } from "./sources";

/*
 * home-slider-image (contract 5.33): main slides (type 1), right top (2) and right bottom (3) tiles,
 * for the home page (slider_type "1") or the offer page ("2"). Image uploads need
 * home_slider.create / .edit (the original checked nothing).
 */

export const homeSliderRoutes = new Hono<Env>();

const helpers = sourcedHelpers({
  table: "home_sliders",
  owner: SLIDER_OWNER,
  lang: LANG.homeSlider,
  perm: "home_slider",
  types: [1, 2, 3],
  uploadPrefix: "footer",
  // Stored as a string, as the contract shows it.
  extra: { slider_type: optionalOneOf("slider_type", [1, 2] as const).transform((v) => (v === undefined ? undefined : String(v))) },
});

homeSliderRoutes.get("/all", gate("home_slider.view"), async (c) => {
  const db = c.get("db");
  const me = c.get("admin");
  const sliderType = c.req.query("slider_type") === "2" ? "2" : "1";
  const q = ownRows(
    db.selectFrom("home_sliders").selectAll().where("slider_type", "=", sliderType).orderBy("id", "asc"),
    me,
    "non-superadmin",
  );
  const rows = (await overlayRows(db, LANG.homeSlider, await q.execute(), requestLanguage(c))).map(hideAdmin);
  const rightTop = rows.find((r) => r.type === 2);
  const rightBottom = rows.find((r) => r.type === 3);
  return ok(c, {
    main: rows.filter((r) => r.type === 1),
    ...(rightTop ? { right_top: rightTop } : {}),
    ...(rightBottom ? { right_bottom: rightBottom } : {}),
  });
});

helpers.mount(homeSliderRoutes);

homeSliderRoutes.delete("/delete/:id", gate("home_slider.delete"), async (c) => {
  const row = await helpers.load(c, parseId(c.req.param("id")));
  if (row instanceof Response) return row;
  if (!row) return notFoundB(c);
  const out = await helpers.withSources(c, row.id);
  await c.get("db").deleteFrom("home_sliders").where("id", "=", row.id).execute();
  await deleteUpload(c.get("config").uploadDir, row.image);
  return ok(c, out);
});
