import { Card, Skeleton, SimpleGrid, Stack } from "@mantine/core";
import { memo } from "react";
import type { PosProduct } from "~/api/pos/products";
import { CARD_IMAGE_HEIGHT, ProductCard, type AddVariant } from "./product-card";

/*
 * The cards in a grid that follows the pane's width (container queries: the browser is the left
 * pane of the POS screen, not the whole window), and the placeholders shown before the first answer.
 */

const COLUMNS = { base: 1, "320px": 2, "620px": 3, "900px": 4 } as const;

function Grid({ products, onAdd }: { products: readonly PosProduct[]; onAdd: AddVariant }) {
  return (
    <SimpleGrid type="container" cols={COLUMNS} spacing="sm" data-pos-grid="">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} onAdd={onAdd} />
      ))}
    </SimpleGrid>
  );
}

/** Memoised: the search text, the pickers and the loading flag change around it, not its cards. */
export const ProductGrid = memo(Grid);

/** Card-shaped placeholders while the first page loads. */
export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <SimpleGrid type="container" cols={COLUMNS} spacing="sm" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} withBorder padding="sm" radius="md">
          <Card.Section>
            <Skeleton h={CARD_IMAGE_HEIGHT} radius={0} />
          </Card.Section>
          <Stack gap={8} mt="xs">
            <Skeleton h={14} w="80%" />
            <Skeleton h={12} w="50%" />
            <Skeleton h={28} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
