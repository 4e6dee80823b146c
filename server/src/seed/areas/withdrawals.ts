import type { AreaSeeder } from "../context";

/** Withdrawal accounts and requests (needs delivered order lines). */
export const withdrawalsSeeder: AreaSeeder = {
  name: "withdrawals",
  async run() {
    // Filled by the area's work.
  },
};
