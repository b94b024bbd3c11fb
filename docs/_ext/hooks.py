"""MkDocs hooks for pokerrank's site (loaded by mkdocs.yml; not part of the package).

The JSON Schemas live once, in the package (``src/pokerrank/schemas/``): these hooks publish
them on the site as ``schemas/<name>.schema.json``, and write the table of formats and the
schemas into the formats page. The reference page gets every public name it does not place.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from mkdocs.structure.files import File, Files

PACKAGE = Path(__file__).resolve().parents[2] / "src" / "pokerrank"


def on_files(files: Files, config: Any, **kwargs: Any) -> Files:
    for schema in sorted((PACKAGE / "schemas").glob("**/*.schema.json")):  # the OHH schema in schemas/ohh/ too
        files.append(
            File(
                schema.relative_to(PACKAGE).as_posix(),
                src_dir=str(PACKAGE),
                dest_dir=config["site_dir"],
                use_directory_urls=config["use_directory_urls"],
            )
        )
    return files


MARKER = "<!-- public names not placed above"
# names documented on the reference page by other means: the rankings as a list, the errors with
# their module, the version
LISTED = {
    "HIGH", "ACE_TO_FIVE", "EIGHT_OR_BETTER", "DEUCE_TO_SEVEN", "ACE_TO_SIX", "BADUGI", "BADUGI_ACE_HIGH",
    "SHORT_DECK", "SHORT_DECK_CLASSIC", "BUG", "JOKER_WILD", "DEUCES_WILD", "ACE_TO_FIVE_JOKER",
    "EIGHT_OR_BETTER_JOKER", "__version__",
}  # fmt: skip


def unplaced(markdown: str) -> list[str]:
    """The names of ``pokerrank.__all__`` that the reference page neither documents nor lists."""
    import pokerrank
    import pokerrank.errors

    placed = set(re.findall(r"^::: pokerrank\.(\w+)\s*$", markdown, re.M))
    return [
        name
        for name in pokerrank.__all__
        if name not in placed and name not in LISTED and name not in pokerrank.errors.__all__
    ]


def formats_table() -> str:
    """The formats, their versions and schemas, as a Markdown table (from pokerrank.formats)."""
    from pokerrank import formats

    rows = ["| format (its schema) | version | what it holds |", "|---|---|---|"]
    for name, version in formats.FORMATS.items():
        file = formats.schema_name(name)
        what = formats.schema(name)["description"].split(". ")[0].rstrip(".").replace("|", "\\|")
        rows.append(f"| [`{name}`](schemas/{file}) | {version} | {what} |")
    return "\n".join(rows)


def schemas_shown() -> str:
    """Each schema in a collapsed block, included from the package by pymdownx.snippets."""
    from pokerrank import formats

    blocks = []
    for name in formats.FORMATS:
        file = formats.schema_name(name)
        blocks.append(f'??? abstract "{file}"\n    ```json\n    --8<-- "src/pokerrank/schemas/{file}"\n    ```')
    return "\n\n".join(blocks)


def on_page_markdown(markdown: str, page: Any, **kwargs: Any) -> str:
    """Write what is generated from the package: on the reference page every public name the page
    does not place itself (names added since it was written); on the formats page the table of
    formats and the schemas."""
    if page.file.src_uri == "formats.md":
        markdown = re.sub(r"<!-- the table of formats [^>]*-->", lambda _: formats_table(), markdown)
        return re.sub(r"<!-- each schema is shown [^>]*-->", lambda _: schemas_shown(), markdown)
    if page.file.src_uri != "reference.md" or MARKER not in markdown:
        return markdown
    rest = unplaced(markdown)
    if not rest:
        return markdown
    return markdown + "\n## Other names\n\n" + "\n\n".join(f"::: pokerrank.{name}" for name in rest) + "\n"
