# The toolkit's messages in Catalan. One file per language, the same ids in each
# (crates/i18n/tests/catalogs.rs checks it). Keep each section's messages together and add
# new ones at the end of their section.

## Shared words

no-solution = Sense solució

## Command line: errors, warnings, record lines

## The check report

## The interactive session

## Step texts (explain, hint) and ratings

## PDF booklets

## The web page

