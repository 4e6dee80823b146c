import { createMongoAbility, type MongoAbility, type MongoQuery, type RawRuleOf } from "@casl/ability";

/** Action + subject, as the backend's permission names `<group>.<action>` say (e.g. `product.view`). */
export type AppAbility = MongoAbility<[string, string], MongoQuery>;
export type AppRule = RawRuleOf<AppAbility>;

/**
 * Rules from the profile's permission names. `extra` may add rules with fields, conditions or
 * `inverted: true` (a forbidding rule), which CASL applies after the permission grants.
 */
export function rulesFromPermissions(permissions: readonly string[], extra: readonly AppRule[] = []): AppRule[] {
  const rules: AppRule[] = [];
  for (const permission of permissions) {
    const dot = permission.lastIndexOf(".");
    if (dot <= 0 || dot === permission.length - 1) continue;
    rules.push({ action: permission.slice(dot + 1), subject: permission.slice(0, dot) });
  }
  return [...rules, ...extra];
}

export function buildAbility(permissions: readonly string[], extra: readonly AppRule[] = []): AppAbility {
  return createMongoAbility<AppAbility>(rulesFromPermissions(permissions, extra));
}

/** The app's one ability, updated in place when the profile changes so `<Can>` re-renders. */
export const ability: AppAbility = buildAbility([]);

/** The rules the ability holds now, as JSON: the same ones are not applied again. */
let appliedRules = JSON.stringify(ability.rules);

/**
 * Applies the profile's permissions. Every screen's loader calls this (its `can` middleware); CASL
 * tells every `useAbility()` and `<Can>` of the page to render again on each update, so the same
 * rules are not applied twice: a list's page change rendered the side menu and the list's toolbar
 * again for it (docs/decisions/0003).
 */
export function updateAbility(permissions: readonly string[], extra: readonly AppRule[] = []): void {
  const rules = rulesFromPermissions(permissions, extra);
  const json = JSON.stringify(rules);
  if (json === appliedRules) return;
  appliedRules = json;
  ability.update(rules);
}

/** Whether a screen or menu entry of this group may be opened: `view`, or `create` where allowed. */
export function canOpen(target: AppAbility, subject: string, orCreate = false): boolean {
  return target.can("view", subject) || (orCreate && target.can("create", subject));
}
