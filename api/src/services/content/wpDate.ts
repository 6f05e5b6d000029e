/** A timestamp column as WordPress writes dates: UTC, 'YYYY-MM-DDTHH:MM:SS', no zone. */
export const wpDate = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS')`;
