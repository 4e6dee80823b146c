import { TagsInput, type TagsInputProps } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useRef, useState } from "react";

export interface TagSearchProps extends Omit<TagsInputProps, "data" | "onSearchChange" | "onChange"> {
  value: string[];
  onChange: (tags: string[]) => void;
  /** Server search of existing tags (`tag/all?q=`). */
  search: (q: string) => Promise<string[]>;
  /** Creates a tag the server does not know yet (`tag/action`). */
  create?: (title: string) => Promise<void>;
}

/** Chips with server autocomplete; a new tag is created on the server as it is added. */
export function TagSearch({ value, onChange, search, create, ...props }: TagSearchProps) {
  const [options, setOptions] = useState<string[]>([]);
  const ticket = useRef(0);
  const lookup = useDebouncedCallback(async (q: string) => {
    const mine = ++ticket.current;
    try {
      const found = await search(q);
      if (mine === ticket.current) setOptions(found);
    } catch {
      if (mine === ticket.current) setOptions([]);
    }
  }, 300);
  return (
    <TagsInput
      {...props}
      value={value}
      data={options}
      clearable
      splitChars={[","]}
      onSearchChange={(q) => {
        if (q.trim()) lookup(q.trim());
      }}
      onChange={(next) => {
        const clean = [...new Set(next.map((t) => t.trim()).filter(Boolean))];
        const added = clean.filter((t) => !value.includes(t) && !options.includes(t));
        // Tags are a free list on the product; registering a new one helps the next autocomplete.
        for (const tag of added) void create?.(tag).catch(() => undefined);
        onChange(clean);
      }}
    />
  );
}
