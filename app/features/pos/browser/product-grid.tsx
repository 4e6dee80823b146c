import { Card, Group, Skeleton, SimpleGrid, Stack } from "@mantine/core";
import { memo } from "react";
import type { PosProduct } from "~/api/pos/products";
import { CARD_IMAGE_SIZE, ProductCard, type AddVariant } from "./product-card";

/*
 * The cards in a grid that follows the pane's width (container queries: the browser is the left
 * pane of the POS screen, not the whole window), and the placeholders shown before the first answer.
 */

/** A card needs 144 px (− quantity + of 44 px each): as many columns as fit, four on a 1024 px tablet. */
const COLUMNS = { base: 1, "296px": 2, "448px": 3, "600px": 4, "752px": 5, "904px": 6, "1056px": 7, "1208px": 8 } as const;

function Grid({ products, onAdd }: { products: readonly PosProduct[]; onAdd: AddVariant }) {
  return (
    <SimpleGrid type="container" cols={COLUMNS} spacing={8} verticalSpacing={8} data-pos-grid="">
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
    <SimpleGrid type="container" cols={COLUMNS} spacing={8} verticalSpacing={8} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} withBorder padding={8} radius="md">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Skeleton h={CARD_IMAGE_SIZE} w={CARD_IMAGE_SIZE} radius="sm" />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton h={14} w="80%" />
              <Skeleton h={12} w="50%" />
            </Stack>
          </Group>
          <Skeleton h={44} mt={6} />
          <Skeleton h={44} mt={6} />
        </Card>
      ))}
    </SimpleGrid>
  );
}
