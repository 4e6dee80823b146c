/*
 * bench:events' load generator for the streams (scripts/bench-events.ts forks it): holds the event
 * streams in a process of its own, so reading 200 streams never competes with placing the orders
 * (nor with the server) for one event loop. It notes when each `order.created` arrives on each
 * stream and hands the notes back when told to stop.
 *
 * Messages from the parent: {type: "open", origin, tokens, streams}, {type: "count"} (how many
 * arrived so far), then {type: "stop"}. To the parent: {type: "ready", opened, refused},
 * {type: "count", received}, then {type: "receipts", receipts}.
 */
import { openEvents, type EventStream } from "./events-client";

export interface OpenMessage {
  type: "open";
  origin: string;
  tokens: string[];
  streams: number;
}

/** One order.created as one stream received it: [stream, order id, received (ms), the event's `at` (ms)]. */
export type Receipt = [stream: number, orderId: number, receivedAt: number, writtenAt: number];

export type ListenerReply =
  { type: "ready"; opened: number; refused: number } | { type: "count"; received: number } | { type: "receipts"; receipts: Receipt[] };

/** Wall-clock time with sub-millisecond precision, comparable with the parent process's. */
const now = () => performance.timeOrigin + performance.now();

const streams: EventStream[] = [];
const receipts: Receipt[] = [];

function reply(message: ListenerReply, then?: () => void): void {
  process.send?.(message, undefined, {}, () => then?.());
}

async function open(message: OpenMessage): Promise<void> {
  let refused = 0;
  // A few at a time: 200 sign-ins' worth of connections at once would measure the accept queue.
  for (let i = 0; i < message.streams; i += 20) {
    const batch = Array.from({ length: Math.min(20, message.streams - i) }, (_, k) => i + k);
    const opened = await Promise.all(
      batch.map((n) =>
        openEvents(message.origin, {
          token: message.tokens[n % message.tokens.length],
          keep: false,
          onFrame: (frame) => {
            if (frame.event !== "order.created") return;
            receipts.push([n, Number(frame.data.record_id), now(), Date.parse(frame.data.at)]);
          },
        }),
      ),
    );
    for (const stream of opened) {
      if (stream.http === 200) streams.push(stream);
      else refused++;
    }
  }
  reply({ type: "ready", opened: streams.length, refused });
}

process.on("message", (message: OpenMessage | { type: "stop" } | { type: "count" }) => {
  if (message.type === "open") void open(message);
  else if (message.type === "count") reply({ type: "count", received: receipts.length });
  else {
    for (const stream of streams) stream.close();
    // Only once the (large) message is handed over: disconnecting first would drop it.
    reply({ type: "receipts", receipts }, () => process.disconnect?.());
  }
});
