"""Deterministic builders of the lookup tables, and the shipped copies of them."""
