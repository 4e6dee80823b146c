import { expect, type Locator, type Page } from "@playwright/test";
import { createCompleteProduct, unique, type ShopApi } from "./api";
import { withDatabase } from "./db";

/*
 * The reviews screen's test data and its photo viewer. A test that changes reviews writes its own:
 * a product of its own (through the API) reviewed by customers of its own, so no other test's rows
 * or counts move. Their dates lie long ago, so they never reach the top of the demo list's first page.
 */

export interface OwnReview {
  id: number;
  /** The reviewer's name, as the list shows it. */
  name: string;
  text: string;
  rating: number;
}

export interface ReviewScene {
  /** Every review text starts with it: searching it finds the scene's reviews only. */
  tag: string;
  product: { id: number; title: string };
  /** A registered customer's review with two photos (rating 5). */
  alfa: OwnReview;
  /** A registered customer's review (rating 2). */
  beta: OwnReview;
  /** A guest's review (rating 4). */
  guest: OwnReview & { guestId: number };
  /** The photos' file names, in their order. */
  photos: string[];
}

/** A product of its own reviewed by two customers and a guest; the first review carries two demo images as photos. */
export async function reviewScene(api: ShopApi): Promise<ReviewScene> {
  const tag = unique("Recensione E2E").replace(/-/g, " ");
  const title = unique("Prodotto recensito");
  const productId = await createCompleteProduct(api, title);
  return withDatabase((db) => {
    const at = (n: number) => `2001-02-0${n}T10:00:00.000000Z`;
    const user = (name: string) =>
      Number(
        db
          .prepare("insert into users (name, email) values (?, ?)")
          .run(name, `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@review.test`).lastInsertRowid,
      );
    const review = (who: { user_id: number | null; user_token: string | null }, rating: number, text: string, n: number) =>
      Number(
        db
          .prepare(
            "insert into rating_reviews (product_id, user_id, user_token, rating, review, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)",
          )
          .run(productId, who.user_id, who.user_token, rating, text, at(n), at(n)).lastInsertRowid,
      );
    const names = { alfa: `${tag} Alfa`, beta: `${tag} Beta`, guest: `${tag} Ospite` };
    const token = `e2e-${tag.replace(/\W+/g, "-")}`;
    const guestId = Number(
      db
        .prepare("insert into guest_users (name, email, user_token, created_at, updated_at) values (?, ?, ?, ?, ?)")
        .run(names.guest, null, token, at(1), at(1)).lastInsertRowid,
    );
    const texts = { alfa: `${tag}: ottimo, lo consiglio`, beta: `${tag}: deludente`, guest: `${tag}: buono` };
    const alfa = review({ user_id: user(names.alfa), user_token: null }, 5, texts.alfa, 1);
    const beta = review({ user_id: user(names.beta), user_token: null }, 2, texts.beta, 2);
    const guest = review({ user_id: null, user_token: token }, 4, texts.guest, 3);
    const photos = (db.prepare("select image from products where image is not null order by id limit 2").all() as { image: string }[]).map(
      (p) => p.image,
    );
    const photo = db.prepare("insert into review_images (rating_review_id, image, created_at, updated_at) values (?, ?, ?, ?)");
    for (const image of photos) photo.run(alfa, image, at(1), at(1));
    return {
      tag,
      product: { id: productId, title },
      alfa: { id: alfa, name: names.alfa, text: texts.alfa, rating: 5 },
      beta: { id: beta, name: names.beta, text: texts.beta, rating: 2 },
      guest: { id: guest, name: names.guest, text: texts.guest, rating: 4, guestId },
      photos,
    };
  });
}

/** Whether the review is still in the database. */
export const reviewExists = (id: number) =>
  withDatabase((db) => db.prepare("select id from rating_reviews where id = ?").get(id) !== undefined);

/** The photo lightbox: a modal with the photo and, for several, previous/next (Italian labels). */
export class ReviewPhotoViewer {
  constructor(readonly page: Page) {}

  dialog(): Locator {
    return this.page.getByRole("dialog", { name: /^Foto della recensione di / });
  }

  /** Opens photo `n` (from 1) of `count` of the reviewer's review from its thumbnail. */
  async open(row: Locator, reviewer: string, n: number, count: number) {
    await row.getByRole("button", { name: `Apri la foto ${n} di ${count} della recensione di ${reviewer}` }).click();
    await expect(this.dialog()).toBeVisible();
  }

  /** The photo shown, by its alt text (the close button's icon is an image too). */
  photo(): Locator {
    return this.dialog().getByRole("img", { name: /^Foto \d+ di \d+ della recensione di / });
  }

  async next() {
    await this.dialog().getByRole("button", { name: "Foto successiva" }).click();
  }
}
