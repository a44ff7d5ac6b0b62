/*
 * wenku-stext: the structured text of a document's pages, as `mutool draw -D -F stext` builds it, written as
 * compact binary records instead of XML (conversion/engine/stext-binary.ts reads them). Per page, little-endian:
 *   int32 magic 0x54585357 ("WSXT"), int32 lines, int32 chars, int32 units, double width, double height;
 *   per line: double x0, y0, x1, y1; int32 first char, char count, vertical (0/1), 0;
 *   per char: int32 UTF-16 offset of the char in the page's raw text; then per char: double start; then double end
 *     (along its line: x of the quad's upper corners for a horizontal line, y of its left side for a vertical one);
 *   the raw text as UTF-16 code units (each char, a line feed after each line and after each text block: what
 *     `mutool draw -F txt` writes), padded with zeros to a multiple of 8 bytes.
 * Usage: wenku-stext <document> <output file> [first-last]   (pages counted from 1; all when no range)
 */
#include <mupdf/fitz.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAGIC 0x54585357

typedef struct { char *data; size_t length, capacity; } bytes;

static void grow(bytes *b, size_t more) {
	if (b->length + more <= b->capacity) return;
	size_t capacity = b->capacity ? b->capacity : 65536;
	while (capacity < b->length + more) capacity *= 2;
	char *data = realloc(b->data, capacity);
	if (!data) { fprintf(stderr, "wenku-stext: out of memory\n"); exit(1); }
	b->data = data;
	b->capacity = capacity;
}

static void put(bytes *b, const void *value, size_t size) {
	grow(b, size);
	memcpy(b->data + b->length, value, size);
	b->length += size;
}

static void put_int(bytes *b, int value) { put(b, &value, sizeof value); }
static void put_double(bytes *b, double value) { put(b, &value, sizeof value); }
static void put_unit(bytes *b, unsigned short unit) { put(b, &unit, sizeof unit); }

/* One page's sections, filled as its lines are walked, then written in order. */
static bytes lines, offsets, starts, ends, units;

static void write_page(FILE *out, fz_stext_page *page) {
	int line_count = 0, char_count = 0;
	lines.length = offsets.length = starts.length = ends.length = units.length = 0;
	for (fz_stext_block *block = page->first_block; block; block = block->next) {
		if (block->type != FZ_STEXT_BLOCK_TEXT) continue;
		for (fz_stext_line *line = block->u.t.first_line; line; line = line->next) {
			int vertical = fabsf(line->dir.y) > fabsf(line->dir.x);
			int first = char_count;
			for (fz_stext_char *ch = line->first_char; ch; ch = ch->next) {
				put_int(&offsets, (int)(units.length / 2));
				put_double(&starts, vertical ? ch->quad.ul.y : ch->quad.ul.x);
				put_double(&ends, vertical ? ch->quad.ll.y : ch->quad.ur.x);
				char_count++;
				int c = ch->c;
				if (c > 0xffff) {
					put_unit(&units, (unsigned short)(0xd800 + ((c - 0x10000) >> 10)));
					put_unit(&units, (unsigned short)(0xdc00 + ((c - 0x10000) & 0x3ff)));
				} else if (c >= 0) put_unit(&units, (unsigned short)c);
			}
			put_unit(&units, '\n');
			put_double(&lines, line->bbox.x0);
			put_double(&lines, line->bbox.y0);
			put_double(&lines, line->bbox.x1);
			put_double(&lines, line->bbox.y1);
			put_int(&lines, first);
			put_int(&lines, char_count - first);
			put_int(&lines, vertical);
			put_int(&lines, 0);
			line_count++;
		}
		put_unit(&units, '\n');
	}
	int unit_count = (int)(units.length / 2);
	while (offsets.length % 8) put(&offsets, "", 1);
	while (units.length % 8) put(&units, "", 1);
	int header[4] = { MAGIC, line_count, char_count, unit_count };
	double size[2] = { page->mediabox.x1 - page->mediabox.x0, page->mediabox.y1 - page->mediabox.y0 };
	fwrite(header, sizeof header, 1, out);
	fwrite(size, sizeof size, 1, out);
	bytes *sections[] = { &lines, &offsets, &starts, &ends, &units };
	for (int i = 0; i < 5; i++) fwrite(sections[i]->data, 1, sections[i]->length, out);
}

/* Runs page `number` (from 1) into mupdf's text device with the options `mutool draw -F stext` uses, and writes it. */
static void write_page_number(fz_context *ctx, fz_document *doc, int number, FILE *out) {
	fz_stext_options options = { FZ_STEXT_MEDIABOX_CLIP, 1 };
	fz_page *page = fz_load_page(ctx, doc, number - 1);
	fz_stext_page *text = NULL;
	fz_device *device = NULL;
	fz_var(text);
	fz_var(device);
	fz_try(ctx) {
		text = fz_new_stext_page(ctx, fz_bound_page(ctx, page));
		device = fz_new_stext_device(ctx, text, &options);
		fz_run_page(ctx, page, device, fz_identity, NULL);
		fz_close_device(ctx, device);
		write_page(out, text);
	}
	fz_always(ctx) {
		fz_drop_device(ctx, device);
		fz_drop_stext_page(ctx, text);
		fz_drop_page(ctx, page);
	}
	fz_catch(ctx) fz_rethrow(ctx);
}

int main(int argc, char **argv) {
	if (argc < 3) {
		fprintf(stderr, "usage: wenku-stext <document> <output file> [first-last]\n");
		return 2;
	}
	fz_context *ctx = fz_new_context(NULL, NULL, FZ_STORE_DEFAULT);
	if (!ctx) { fprintf(stderr, "wenku-stext: cannot create a mupdf context\n"); return 1; }
	FILE *out = NULL;
	fz_document *doc = NULL;
	int status = 0;
	fz_var(doc);
	fz_var(out);
	fz_try(ctx) {
		fz_register_document_handlers(ctx);
		doc = fz_open_document(ctx, argv[1]);
		if (fz_needs_password(ctx, doc) && !fz_authenticate_password(ctx, doc, ""))
			fz_throw(ctx, FZ_ERROR_GENERIC, "cannot authenticate password: %s", argv[1]);
		int count = fz_count_pages(ctx, doc);
		int first = 1, last = count;
		if (argc > 3 && sscanf(argv[3], "%d-%d", &first, &last) == 1) last = first;
		if (first < 1) first = 1;
		if (last > count) last = count;
		out = fopen(argv[2], "wb");
		if (!out) fz_throw(ctx, FZ_ERROR_GENERIC, "cannot open %s for writing", argv[2]);
		setvbuf(out, NULL, _IOFBF, 1 << 20);
		for (int number = first; number <= last; number++) write_page_number(ctx, doc, number, out);
		if (fflush(out) != 0) fz_throw(ctx, FZ_ERROR_GENERIC, "cannot write %s", argv[2]);
	}
	fz_always(ctx) {
		if (out) fclose(out);
		fz_drop_document(ctx, doc);
	}
	fz_catch(ctx) {
		fprintf(stderr, "error: %s\n", fz_caught_message(ctx));
		status = 1;
	}
	fz_drop_context(ctx);
	return status;
}
