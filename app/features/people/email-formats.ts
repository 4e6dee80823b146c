import { urls } from "~/routing/urls";
import { HALF, text } from "~/ui/resource/fields";
import { defineResource } from "~/ui/resource/resource";
import { resourceList } from "~/ui/resource/resource-list";
import { emailBodyField } from "./email-format-body";

/** Newsletter formats (admin-screens §8.8, contract §5.27): a title, the mail's subject and its HTML body. */
export const emailFormats = defineResource({
  group: "subscription-email-format",
  subject: "subscription_email_format",
  urls: urls.subscriptionEmailFormats,
  fields: {
    title: text("people.emailFormats.title", { required: true, span: HALF }),
    subject: text("people.emailFormats.subject", { required: true, span: HALF }),
    body: emailBodyField,
  },
  singleDelete: true,
});

/** Title · Subject · Created, searched by title or subject. */
export const emailFormatList = resourceList(emailFormats, {
  columns: (c) => [c.title(), c.text("subject"), c.created("people.emailFormats.created")],
  sortable: ["title", "subject", "created_at"],
  texts: { add: "people.emailFormats.add", deleteOne: "people.emailFormats.deleteOne", deleteMany: "people.emailFormats.deleteMany" },
});
