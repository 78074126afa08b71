//
//  HTTPDecoder.swift
//  FlyingFox
//
//  Created by Simon Whitty on 13/02/2022.
//  Copyright © 2022 Simon Whitty. All rights reserved.
//
//  Distributed under the permissive MIT license
//  Get the latest version from here:
//
//  https://github.com/swhitty/FlyingFox
//
//  Permission is hereby granted, free of charge, to any person obtaining a copy
//  of this software and associated documentation files (the "Software"), to deal
//  in the Software without restriction, including without limitation the rights
//  to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
//  copies of the Software, and to permit persons to whom the Software is
//  furnished to do so, subject to the following conditions:
//
//  The above copyright notice and this permission notice shall be included in all
//  copies or substantial portions of the Software.
//
//  THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
//  IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
//  FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
//  AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
//  LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
//  OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
//  SOFTWARE.
//

import FlyingSocks
import Foundation

struct HTTPDecoder {

    var sharedRequestBufferSize: Int
    var sharedRequestReplaySize: Int
    var limits = HTTPServer.Limits()

    /// The next request: its first byte within `limits.firstByteTimeout` (else
    /// `IdleConnection`), then its head, and a body read up front, within
    /// `limits.headTimeout` (else 408). A head over a limit is refused (`HTTPServer.Refusal`)
    /// as soon as the limit is passed, before any more of it is read.
    func decodeRequest(from bytes: some AsyncBufferedSequence<UInt8>) async throws -> HTTPRequest {
        let first: UInt8
        do {
            first = try await withThrowingTimeout(seconds: limits.firstByteTimeout) {
                try await bytes.take()
            }
        } catch SocketError.timeout {
            throw IdleConnection()
        }
        do {
            return try await withThrowingTimeout(seconds: limits.headTimeout) {
                try await decodeRequest(startingWith: first, from: bytes)
            }
        } catch SocketError.timeout {
            throw HTTPServer.Refusal(.requestTimeout, "the request's head did not end within \(limits.headTimeout) s")
        }
    }

    func decodeRequest(startingWith first: UInt8, from bytes: some AsyncBufferedSequence<UInt8>) async throws -> HTTPRequest {
        var budget = limits.maximumHeadSize
        let lineLimit = min(limits.maximumRequestLineSize, budget)
        let status = try await readLine(
            from: bytes, startingWith: first, limit: lineLimit, budget: &budget,
            overLimit: HTTPServer.Refusal(.uriTooLong, "the request line is over \(lineLimit) bytes")
        )
        let comps = status
            .split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        guard comps.count == 3, !comps[0].isEmpty, comps[0].allSatisfy(\.isHTTPToken) else {
            throw HTTPServer.Refusal(.badRequest, "the request line is not METHOD TARGET VERSION")
        }
        guard comps[2] == "HTTP/1.1" || comps[2] == "HTTP/1.0" else {
            throw HTTPServer.Refusal(.httpVersionNotSupported, "only HTTP/1.1 and HTTP/1.0 are served")
        }

        let method = HTTPMethod(String(comps[0]))
        let version = HTTPVersion(String(comps[2]))
        let target = makeTarget(from: comps[1])
        let headers = try await readRequestHeaders(from: bytes, budget: &budget)
        let body = try await readBody(
            from: bytes,
            contentLength: headers[.contentLength],
            transferEncoding: headers[.transferEncoding]
        )

        return HTTPRequest(
            method: method,
            version: version,
            target: target,
            headers: HTTPHeaders(headers),
            body: body
        )
    }

    func decodeResponse(from bytes: some AsyncBufferedSequence<UInt8>) async throws -> HTTPResponse {
        let comps = try await bytes.lines.takeNext()
            .trimmingCharacters(in: .whitespacesAndNewlines)
            .split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        guard comps.count == 3,
              let code = Int(comps[1]) else {
            throw Error("Invalid Status Line")
        }

        let version = HTTPVersion(String(comps[0]))
        let statusCode = HTTPStatusCode(code, phrase: String(comps[2]))

        let headers = try await readHeaders(from: bytes)
        let body = try await readBody(
            from: bytes,
            contentLength: headers[.contentLength],
            transferEncoding: headers[.transferEncoding]
        )

        return HTTPResponse(
            version: version,
            statusCode: statusCode,
            headers: HTTPHeaders(headers),
            body: try await body.get()
        )
    }

    func readComponents(from target: String) -> (path: String, query: [HTTPRequest.QueryItem]) {
        makeComponents(from: makeTarget(from: target))
    }

    func makeTarget(from target: some StringProtocol) -> HTTPRequest.Target {
        let comps = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = comps.first ?? ""
        let query = comps.count > 1 ? comps[1] : ""
        return HTTPRequest.Target(
            path: String(path),
            query: String(query)
        )
    }

    func makeComponents(from target: HTTPRequest.Target) -> (path: String, query: [HTTPRequest.QueryItem]) {
        makeComponents(from: URLComponents(string: target.rawValue))
    }

    func makeComponents(from comps: URLComponents?) -> (path: String, query: [HTTPRequest.QueryItem]) {
        let path = (comps?.percentEncodedPath).flatMap(HTTPDecoder.standardizePath) ?? ""
        let query = comps?.queryItems?.map {
            HTTPRequest.QueryItem(name: $0.name, value: $0.value ?? "")
        }
        return (path, query ?? [])
    }

    @Sendable
    func readHeader(from line: String) -> (header: HTTPHeader, value: String)? {
        let comps = line.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: true)
        guard comps.count > 1 else { return nil }
        let name = comps[0].trimmingCharacters(in: .whitespacesAndNewlines)
        let value = comps[1].trimmingCharacters(in: .whitespacesAndNewlines)
        return (HTTPHeader(name), value)
    }

    /// Header fields that a request may carry once only: a second one is a 400, whatever its
    /// value (RFC 9112 §3.2 for Host; a second Origin or Content-Length could otherwise be
    /// the one a check reads and not the one another part uses).
    static let singleHeaders: Set<HTTPHeader> = [.host, .contentLength, HTTPHeader("Origin")]

    /// A request's header lines, up to the empty line, with at most `budget` bytes (what the
    /// request line left of `limits.maximumHeadSize`) and `limits.maximumHeaderCount` lines.
    func readRequestHeaders(
        from bytes: some AsyncBufferedSequence<UInt8>,
        budget: inout Int
    ) async throws -> [HTTPHeader: String] {
        var headers = [HTTPHeader: String]()
        var count = 0
        while true {
            let line = try await readLine(
                from: bytes, startingWith: nil, limit: budget, budget: &budget,
                overLimit: HTTPServer.Refusal(
                    .requestHeaderFieldsTooLarge,
                    "the request's head is over \(limits.maximumHeadSize) bytes"
                )
            )
            if line.isEmpty { return headers }
            count += 1
            guard count <= limits.maximumHeaderCount else {
                throw HTTPServer.Refusal(
                    .requestHeaderFieldsTooLarge,
                    "the request has more than \(limits.maximumHeaderCount) header lines"
                )
            }
            guard let first = line.unicodeScalars.first, first != " ", first != "\t",
                  let colon = line.firstIndex(of: ":"),
                  !line[..<colon].isEmpty, line[..<colon].allSatisfy(\.isHTTPToken),
                  let (header, value) = readHeader(from: line) else {
                throw HTTPServer.Refusal(.badRequest, "a header line is not NAME: VALUE")
            }
            if headers[header] != nil, Self.singleHeaders.contains(header) {
                throw HTTPServer.Refusal(.badRequest, "the request has more than one \(header.rawValue) header")
            }
            headers[header] = value
        }
    }

    /// One line, less its line feed and a carriage return before it: at most `limit` bytes
    /// (the line feed included) are read, else `overLimit` is thrown, before any more of the
    /// line is read. The bytes read are taken from `budget`. The end of the stream before
    /// the line feed is `SocketError.disconnected`.
    func readLine(
        from bytes: some AsyncBufferedSequence<UInt8>,
        startingWith first: UInt8?,
        limit: Int,
        budget: inout Int,
        overLimit: @autoclosure () -> HTTPServer.Refusal
    ) async throws -> String {
        var iterator = bytes.makeAsyncIterator()
        var line = [UInt8]()
        var next = first
        if next == nil { next = try await iterator.next() }
        while let byte = next {
            guard line.count < limit else { throw overLimit() }
            if byte == 0x0A {
                budget -= line.count + 1
                if line.last == 0x0D { line.removeLast() }
                guard let string = String(bytes: line, encoding: .utf8) else {
                    throw HTTPServer.Refusal(.badRequest, "a line of the head is not UTF-8")
                }
                return string
            }
            line.append(byte)
            next = try await iterator.next()
        }
        throw SocketError.disconnected
    }

    func readHeaders(from bytes: some AsyncBufferedSequence<UInt8>) async throws -> [HTTPHeader : String] {
        try await bytes
            .lines
            .prefix { $0 != "\r" && $0 != "" }
            .compactMap(readHeader)
            .reduce(into: [HTTPHeader: String]()) { $0[$1.header] = $1.value }
    }

    func readBody(
        from bytes: some AsyncBufferedSequence<UInt8>,
        contentLength: String?,
        transferEncoding: String?
    ) async throws -> HTTPBodySequence {
        guard sharedRequestBufferSize > 0 else {
            throw SocketError.disconnected
        }

        // RFC 9112 §6.1 — reject simultaneous Content-Length and Transfer-Encoding.
        if transferEncoding != nil && contentLength != nil {
            throw HTTPServer.Refusal(.badRequest, "Content-Length and Transfer-Encoding cannot both be present")
        }

        // RFC 9112 §6.3 #3 — Transfer-Encoding takes precedence. §6.1 requires
        // `chunked` to be the final coding when present; only `chunked` is supported here.
        if let transferEncoding {
            let tokens = transferEncoding
                .split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard tokens.last == "chunked" else {
                throw HTTPServer.Refusal(.notImplemented, "the Transfer-Encoding is not chunked")
            }
            return HTTPBodySequence(
                chunked: bytes,
                suggestedBufferSize: sharedRequestBufferSize
            )
        }

        // RFC 9112 §6.3 #5 — invalid Content-Length is an unrecoverable framing error.
        let length: Int
        if let contentLength {
            guard let parsed = Int(contentLength), parsed >= 0 else {
                throw HTTPServer.Refusal(.badRequest, "the Content-Length is not a number")
            }
            length = parsed
        } else {
            length = 0
        }

        if length <= sharedRequestBufferSize {
            return try await HTTPBodySequence(data: readData(from: bytes, length: length), suggestedBufferSize: length)
        } else if length <= sharedRequestReplaySize {
            return HTTPBodySequence(shared: bytes, count: length, suggestedBufferSize: sharedRequestBufferSize)
        } else {
            let prefix = AsyncBufferedPrefixSequence(base: bytes, count: length)
            return HTTPBodySequence(from: prefix, count: length, suggestedBufferSize: sharedRequestBufferSize)
        }
    }

    private func readData(from bytes: some AsyncBufferedSequence<UInt8>, length: Int) async throws -> Data {
        var iterator = bytes.makeAsyncIterator()
        guard let buffer = try await iterator.nextBuffer(count: length),
              buffer.count == length else {
            throw SocketError.disconnected
        }
        return Data(buffer)
    }
}

extension HTTPDecoder {

    init() {
        self.init(sharedRequestBufferSize: 128, sharedRequestReplaySize: 1024)
    }

    struct Error: LocalizedError {
        var errorDescription: String?

        init(_ description: String) {
            self.errorDescription = description
        }
    }

    /// No request began within `limits.firstByteTimeout`.
    struct IdleConnection: Swift.Error {}
}

extension Character {
    /// A `tchar` of RFC 9110 §5.6.2: what a method and a field name are made of.
    var isHTTPToken: Bool {
        guard isASCII, let ascii = asciiValue else { return false }
        switch ascii {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return true
        default:
            return "!#$%&'*+-.^_`|~".contains(self)
        }
    }
}

extension AsyncSequence where Element == UInt8 {

    // some AsyncSequence<String>
    var lines: AsyncThrowingMapSequence<CollectUntil<Self>, String> {
        collectStrings(separatedBy: "\n")
    }
}
