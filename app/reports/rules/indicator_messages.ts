/** Spanish answers of the store indicator endpoints (doc 2 §6, §8). */
export const INDICATOR_MESSAGES = {
  managerNoEfficiency:
    'Los administradores del módulo no ven los indicadores de eficiencia de las tiendas',
  storeRequired: 'Indica la tienda (store_id) cuyos indicadores quieres consultar',
  unknownFilter: (name: string) =>
    `El filtro «${name}» no existe: los indicadores de respuesta se filtran por store_id`,
} as const
