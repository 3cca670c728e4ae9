#!/usr/bin/env python3
"""Reference signer of Lanyun Cloud's public API (LANYUN-HMAC-SHA256), standard library only (Python 3.8+).

The scheme is described, with a worked example, in docs/signed-requests.md; it is the same as the Node signer
`@lanyun/signer` (packages/signer/src/index.ts).

Use as a library:

    from lanyun_signer import call
    status, body = call("https://api.lanyun.cloud", "GET", "/open/v1/instances", key_id, secret, query={"limit": "10"})

or from a shell:

    LANYUN_ACCESS_KEY_ID=... LANYUN_ACCESS_KEY_SECRET=... python3 lanyun_signer.py http://127.0.0.1:8080 GET /open/v1/regions
"""
import hashlib
import hmac
import json
import os
import secrets
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

ALGORITHM = "LANYUN-HMAC-SHA256"


def rfc3986(s):
    """Percent-encode everything but A-Z a-z 0-9 - _ . ~"""
    return urllib.parse.quote(s, safe="-_.~")


def canonical_query(query):
    """The query string with each name and value RFC 3986-encoded, sorted by name then value."""
    if not query:
        return ""
    pairs = []
    for part in query.split("&"):
        if not part:
            continue
        name, _, value = part.partition("=")
        name = urllib.parse.unquote_plus(name)
        value = urllib.parse.unquote_plus(value)
        pairs.append((rfc3986(name), rfc3986(value)))
    pairs.sort()
    return "&".join(f"{n}={v}" for n, v in pairs)


def canonical_request(method, url, headers, signed_headers, body):
    """METHOD, path, sorted query, canonical headers, signed headers and the body's SHA-256, one per line."""
    path, _, query = url.partition("?")
    lower = {k.lower(): v for k, v in headers.items()}
    names = sorted(h.lower() for h in signed_headers)
    canon_headers = "".join(f"{n}:{' '.join(str(lower.get(n, '')).split())}\n" for n in names)
    return "\n".join(
        [
            method.upper(),
            path or "/",
            canonical_query(query),
            canon_headers,
            ";".join(names),
            hashlib.sha256(body).hexdigest(),
        ]
    )


def sign(method, url, headers, body, key_id, secret, now=None, nonce=None):
    """The headers to add to a request: x-lanyun-timestamp, x-lanyun-nonce and authorization.

    `url` is the path and query as sent; `headers` must hold `host`; `body` is bytes (b"" for none).
    """
    timestamp = str(int(now if now is not None else time.time()))
    nonce = nonce or secrets.token_hex(16)
    all_headers = dict(headers)
    all_headers["x-lanyun-timestamp"] = timestamp
    all_headers["x-lanyun-nonce"] = nonce
    names = sorted(
        h.lower() for h in all_headers if h.lower() in ("host", "content-type") or h.lower().startswith("x-lanyun-")
    )
    canonical = canonical_request(method, url, all_headers, names, body)
    to_sign = f"{ALGORITHM}\n{timestamp}\n{hashlib.sha256(canonical.encode()).hexdigest()}"
    signature = hmac.new(secret.encode(), to_sign.encode(), hashlib.sha256).hexdigest()
    return {
        "x-lanyun-timestamp": timestamp,
        "x-lanyun-nonce": nonce,
        "authorization": f"{ALGORITHM} Credential={key_id}, SignedHeaders={';'.join(names)}, Signature={signature}",
    }


def call(endpoint, method, path, key_id, secret, query=None, body=None, lang="en"):
    """Send a signed request; returns (HTTP status, parsed JSON body)."""
    base = urllib.parse.urlsplit(endpoint)
    url = path + ("?" + urllib.parse.urlencode(sorted(query.items()), quote_via=urllib.parse.quote) if query else "")
    data = json.dumps(body).encode() if body is not None else b""
    headers = {"host": base.netloc}
    if body is not None:
        headers["content-type"] = "application/json"
    signed = sign(method, url, headers, data, key_id, secret)
    req = urllib.request.Request(
        f"{base.scheme}://{base.netloc}{url}",
        data=data if body is not None else None,
        method=method,
        headers={**{k: v for k, v in headers.items() if k != "host"}, **signed, "accept-language": lang},
    )
    try:
        with urllib.request.urlopen(req, timeout=30) as res:
            return res.status, json.loads(res.read() or b"null")
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"null")


if __name__ == "__main__":
    if len(sys.argv) < 4:
        print("usage: lanyun_signer.py ENDPOINT METHOD PATH [JSON_BODY]", file=sys.stderr)
        sys.exit(2)
    endpoint, method, path = sys.argv[1:4]
    body = json.loads(sys.argv[4]) if len(sys.argv) > 4 else None
    status, answer = call(
        endpoint, method, path, os.environ["LANYUN_ACCESS_KEY_ID"], os.environ["LANYUN_ACCESS_KEY_SECRET"], body=body
    )
    print(json.dumps(answer, ensure_ascii=False))
    sys.exit(0 if 200 <= status < 300 else 1)
