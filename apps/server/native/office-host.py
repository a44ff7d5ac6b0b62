"""A warm LibreOffice for the conversion engine (apps/server/src/modules/conversion/engine/office-host.ts).

Starts soffice listening on a private pipe, connects to it through UNO and converts one file at a time to PDF on
request. Requests and answers are JSON lines on stdin and stdout:
  {"id": 1, "source": "/abs/in.docx", "target": "/abs/out.pdf", "filter": "", "options": ""}
  {"id": 1, "ok": true}  or  {"id": 1, "ok": false, "error": "..."}
The first line written is {"ready": true} once soffice answers, or {"ready": false, "error": "..."}.

Everything runs in one process group (the server starts this script as its leader): when stdin closes (the server
ended, however it ended) the whole group is killed, soffice included, so no LibreOffice outlives its server.

Usage: office-host.py <soffice executable> <profile URL> <pipe name>
"""

import json
import os
import queue
import signal
import subprocess
import sys
import threading
import time

import uno
from com.sun.star.beans import PropertyValue

CONNECT_SECONDS = 60
# The export filter for each kind of document LibreOffice may load (the first service the document supports).
EXPORT_FILTERS = [
    ("com.sun.star.sheet.SpreadsheetDocument", "calc_pdf_Export"),
    ("com.sun.star.presentation.PresentationDocument", "impress_pdf_Export"),
    ("com.sun.star.drawing.DrawingDocument", "draw_pdf_Export"),
    ("com.sun.star.text.WebDocument", "writer_web_pdf_Export"),
    ("com.sun.star.text.TextDocument", "writer_pdf_Export"),
]


def prop(name, value):
    p = PropertyValue()
    p.Name = name
    p.Value = value
    return p


def write(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def end_group(*_):
    os.killpg(0, signal.SIGKILL)


def read_requests(requests):
    for line in sys.stdin:
        requests.put(line)
    end_group()


def connect(pipe_name):
    local = uno.getComponentContext()
    resolver = local.ServiceManager.createInstanceWithContext("com.sun.star.bridge.UnoUrlResolver", local)
    deadline = time.monotonic() + CONNECT_SECONDS
    while True:
        try:
            context = resolver.resolve(f"uno:pipe,name={pipe_name};urp;StarOffice.ComponentContext")
            return context.ServiceManager.createInstanceWithContext("com.sun.star.frame.Desktop", context)
        except Exception:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.05)


def export_filter(document):
    for service, name in EXPORT_FILTERS:
        if document.supportsService(service):
            return name
    raise RuntimeError("LibreOffice loaded a document of no known kind")


def convert(desktop, request):
    properties = [
        prop("Hidden", True),
        prop("ReadOnly", True),
        # No macro runs, no linked content is fetched: the document is untrusted.
        prop("MacroExecutionMode", 0),
        prop("UpdateDocMode", 0),
    ]
    if request.get("filter"):
        properties.append(prop("FilterName", request["filter"]))
        properties.append(prop("FilterOptions", request.get("options", "")))
    document = desktop.loadComponentFromURL(uno.systemPathToFileUrl(os.path.abspath(request["source"])), "_blank", 0, tuple(properties))
    if document is None:
        raise RuntimeError("LibreOffice could not load the file")
    try:
        document.storeToURL(uno.systemPathToFileUrl(os.path.abspath(request["target"])), (prop("FilterName", export_filter(document)),))
    finally:
        document.close(True)


def main():
    soffice, profile_url, pipe_name = sys.argv[1:4]
    signal.signal(signal.SIGTERM, end_group)
    office = subprocess.Popen(
        [soffice, f"-env:UserInstallation={profile_url}", "--headless", "--invisible", "--norestore", "--nologo",
         "--nolockcheck", "--nodefault", f"--accept=pipe,name={pipe_name};urp;"],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    requests = queue.Queue()
    threading.Thread(target=read_requests, args=(requests,), daemon=True).start()
    try:
        desktop = connect(pipe_name)
    except Exception as error:
        write({"ready": False, "error": str(error)})
        end_group()
    write({"ready": True})
    while True:
        request = json.loads(requests.get())
        try:
            convert(desktop, request)
            write({"id": request["id"], "ok": True})
        except Exception as error:
            detail = (str(error).strip() or type(error).__name__)[:300]
            write({"id": request["id"], "ok": False, "error": detail})
            if office.poll() is not None:
                end_group()


main()
