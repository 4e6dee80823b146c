import { useEffect, useState } from "react";
import { posOrderApi } from "~/api/pos/orders";
import { mediaUrl } from "~/ui/media";

/**
 * The address to open a POS sale's offline payment proof at. The reference server keeps proofs
 * private (only signed-in users allowed to see the sale get them), so the image is fetched with the
 * session and opened from a blob: URL, released when the receipt closes. A backend that does not
 * offer the private endpoint (404) serves the proof as an ordinary upload under its name. Null until
 * known, and when there is no proof or it cannot be had (the link is then not offered).
 */
export function useProofUrl(posOrderId: number | undefined, proofName: string | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!posOrderId || !proofName) return;
    let objectUrl: string | null = null;
    let live = true;
    posOrderApi.proof(posOrderId).then(
      (blob) => {
        if (!live) return;
        if (blob) setUrl((objectUrl = URL.createObjectURL(blob)));
        else setUrl(mediaUrl(proofName));
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [posOrderId, proofName]);
  return url;
}
