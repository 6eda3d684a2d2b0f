/** Countries and regions of the product (spec section 4), with their names as the screens show them. */
export * from './countries';
