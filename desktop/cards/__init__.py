"""Card pictures: faces rendered from card data, users' own images, card backs, and their caches."""
