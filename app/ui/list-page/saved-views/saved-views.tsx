import { useEffect, useState } from "react";
import { afterFirstScreen } from "~/routing/idle";
import { lazyPart, OnFirstUse } from "../../first-use";
import type { SavedViewsProps } from "./view-types";

// The tabs, their menu and dialogs (Mantine's Tabs, Menu, Modal) and the views' call load after the
// list's first rows are painted: a list screen is benchmarked on its first rows.
const barPart = lazyPart(() => import("./views-bar"));

/** Saved views above a list (views-bar.tsx), mounted once the list has rendered, in a row held for them (cells.css). */
export function SavedViews(props: SavedViewsProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => afterFirstScreen(() => setWanted(true)), []);
  return (
    <div className="list-views-slot">
      <OnFirstUse wanted={wanted}>
        <barPart.Component {...props} />
      </OnFirstUse>
    </div>
  );
}
