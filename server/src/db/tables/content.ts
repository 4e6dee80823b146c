// Table types this area adds to Database by module augmentation (none yet).
export {};
