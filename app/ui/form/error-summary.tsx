import { Alert, List } from "@mantine/core";
import { forwardRef } from "react";

/** The messages that belong to no field, above the fields; focusable, so a failed submit can move there. */
export const ErrorSummary = forwardRef<HTMLDivElement, { messages: readonly string[]; title?: string }>(function ErrorSummary(
  { messages, title },
  ref,
) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" title={title} role="alert" ref={ref} tabIndex={-1}>
      <List size="sm">
        {messages.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
});
