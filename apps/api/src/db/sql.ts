import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A column written with its table's name, for `sql` subqueries: in a query on one table drizzle writes
 * bare column names, which inside a correlated subquery would name the subquery's own table
 * (`cart_id = id` instead of `cart_items.cart_id = carts.id`).
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** A FROM of one row and no table, for a statement made only of scalar subqueries. */
export const oneRow: SQL = sql`(values (1)) as one`;
